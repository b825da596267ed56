import { Modal } from '../../../ui/Modal/Modal';
import { useToast } from '../../../ui/Toast';
import { contactMessages, FEEDBACK_TYPE } from '../contact';
import { ContactForm } from '../ContactForm/ContactForm';

export interface ContactDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the person closes it, and after the message was sent. */
  onOpenChange: (open: boolean) => void;
}

/**
 * The contact dialog (storefront §2): the contact form in a modal. When the server took
 * the message it thanks ('Thank you for your feedback.') and closes.
 */
export function ContactDialog({ open, onOpenChange }: ContactDialogProps) {
  const toast = useToast();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Contact us"
      description="A question, a problem with an order or an idea for working together: write to us."
    >
      <ContactForm
        type={FEEDBACK_TYPE.dialog}
        onSent={() => {
          toast.success(contactMessages.thanks);
          onOpenChange(false);
        }}
      />
    </Modal>
  );
}
