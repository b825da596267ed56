import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useMutation, useQuery } from '@tanstack/react-query';
import { replaceName, updatePwd } from '../../../api/member';
import { registerPasswordPattern } from '../../../domain/fieldPatterns';
import { Button } from '../../../ui/Button/Button';
import { Icon } from '../../../ui/Icon/Icon';
import { Modal } from '../../../ui/Modal/Modal';
import { PasswordField } from '../../../ui/PasswordField/PasswordField';
import { TextField } from '../../../ui/TextField/TextField';
import { useToast } from '../../../ui/Toast';
import { Stack } from '../../../ui/Stack/Stack';
import { Grid } from '../../../ui/Grid/Grid';
import { Text } from '../../../ui/Text/Text';
import { Form, useFormErrors, type FieldErrors } from '../../../ui/Form';
import { authMessages } from '../../auth';
import { userAtom } from '../../session';
import { accountMessages, displayNameOf } from '../account';
import { currentMemberQuery } from '../account.queries';
import { MembersOnly, useFailure } from '../../session';
import * as styles from './PersonalCentre.css';
import { pageTitle } from '../../../ui/styles/textRoles.css';

type Editing = 'name' | 'password' | null;

/**
 * Personal information (/personalCenter, account §2): the display name (the part of the
 * email before @), the email and a masked password, each with an edit icon that opens a
 * modal. Members only.
 */
export function PersonalCentre() {
  return (
    <MembersOnly title="Sign in to see your account" description="Your orders, invoices and downloads are kept in your account.">
      <PersonalInformation />
    </MembersOnly>
  );
}

function PersonalInformation() {
  const user = useAtomValue(userAtom);
  const [editing, setEditing] = useState<Editing>(null);
  const onFailure = useFailure();
  const member = useQuery(currentMemberQuery());
  // §8: a refused current-member call shows the server's desc; the page keeps the stored email.
  useEffect(() => {
    if (member.error) onFailure(member.error);
  }, [member.error, onFailure]);

  const email = member.data?.email ?? user?.email ?? '';
  const orderCount = member.isPending ? 'Loading…' : member.data ? String(member.data.orderNum) : '—';

  return (
    <Stack as="section" gap="lg" aria-labelledby="personal-centre-title">
      <Stack as="header" gap="xs">
        <h1 id="personal-centre-title" className={pageTitle}>
          {displayNameOf(email)}
        </h1>
        <Text as="p" size="sm" tone="muted">
          Personal information
        </Text>
      </Stack>
      <Grid as="dl" columns="max-content 1fr max-content" align="center" gap="sm" columnGap="lg" className={styles.fields}>
        <div className={styles.row}>
          <Text as="dt" size="sm" tone="muted">
            Email
          </Text>
          <Text as="dd" weight="medium" className={styles.value}>
            {email}
          </Text>
          <dd>
            <Button variant="icon" size="sm" aria-label="Edit email" onClick={() => setEditing('name')}>
              <Icon name="edit" />
            </Button>
          </dd>
        </div>
        <div className={styles.row}>
          <Text as="dt" size="sm" tone="muted">
            Password
          </Text>
          {/* The password itself is never known to the page: a fixed mask stands for it. */}
          <Text as="dd" weight="medium" className={styles.value} aria-label="Password hidden">
            ********
          </Text>
          <dd>
            <Button variant="icon" size="sm" aria-label="Edit password" onClick={() => setEditing('password')}>
              <Icon name="edit" />
            </Button>
          </dd>
        </div>
        <div className={styles.row}>
          <Text as="dt" size="sm" tone="muted">
            Orders
          </Text>
          <Text as="dd" weight="medium" className={styles.value}>
            {orderCount}
          </Text>
          <dd />
        </div>
      </Grid>
      <NameDialog open={editing === 'name'} onClose={() => setEditing(null)} />
      <PasswordDialog open={editing === 'password'} email={email} onClose={() => setEditing(null)} />
    </Stack>
  );
}

interface EditDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The email's edit modal changes the name the shop addresses the member by
 * (POST /api/member/replaceName): the contract has no call that changes the email, which
 * is the sign-in. The name is sent only when it is not empty (account §5).
 */
function NameDialog({ open, onClose }: EditDialogProps) {
  const formId = useId();
  const toast = useToast();
  const onFailure = useFailure();
  const [name, setName] = useState('');
  const send = useMutation({
    mutationFn: (memberName: string) => replaceName({ memberName }),
    onSuccess: (result) => toast.success(result.message || accountMessages.modified),
    onError: onFailure,
  });

  const close = () => {
    setName('');
    onClose();
  };
  const submit = () => {
    const memberName = name.trim();
    if (memberName) send.mutate(memberName);
    close();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Change name"
      description="Your email stays your sign-in; the name is how we address you."
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Confirm
          </Button>
        </>
      }
    >
      <Form gap="md" id={formId} onSubmit={submit} aria-label="Change name">
        <TextField
          label="Name"
          name="memberName"
          autoComplete="nickname"
          maxLength={64}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </Form>
    </Modal>
  );
}

interface PasswordDraft {
  email: string;
  password: string;
  confirmation: string;
  oldPassword: string;
}
function passwordErrors(draft: PasswordDraft): FieldErrors<keyof PasswordDraft> {
  const errors: FieldErrors<keyof PasswordDraft> = {};
  if (!registerPasswordPattern.test(draft.password)) errors.password = authMessages.registerPassword;
  if (draft.confirmation !== draft.password) errors.confirmation = authMessages.inconsistentPasswords;
  if (draft.oldPassword === '') errors.oldPassword = accountMessages.oldPasswordRequired;
  return errors;
}

/**
 * Change password (account §5): email, new password (with its confirmation) and old
 * password. On a valid form the call goes out, and the dialog is cleared and closed
 * without waiting; the answer arrives as a toast ('modify successfully' or the server's desc).
 */
function PasswordDialog({ open, email, onClose }: EditDialogProps & { email: string }) {
  const formId = useId();
  const toast = useToast();
  const onFailure = useFailure();
  const blank: PasswordDraft = { email, password: '', confirmation: '', oldPassword: '' };
  const [draft, setDraft] = useState<PasswordDraft>(blank);
  // No field takes a `fieldRef`: a refusal leaves focus on Confirm, as this dialog always has.
  const form = useFormErrors<keyof PasswordDraft>(['email', 'password', 'confirmation', 'oldPassword']);
  const send = useMutation({
    mutationFn: ({ email: mail, password, oldPassword }: PasswordDraft) => updatePwd({ email: mail, password, oldPassword }),
    onSuccess: (result) => toast.success(result.message || accountMessages.modified),
    onError: onFailure,
  });

  const close = () => {
    setDraft(blank);
    form.clear();
    onClose();
  };
  const change = (field: keyof PasswordDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    form.recheck({ [field]: null });
  };
  const submit = () => {
    if (form.showErrors(passwordErrors(draft))) return;
    send.mutate(draft);
    close();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Change password"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId}>
            Confirm
          </Button>
        </>
      }
    >
      <Form gap="md" id={formId} onSubmit={submit} aria-label="Change password">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          value={draft.email}
          onChange={(e) => change('email', e.target.value)}
        />
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          value={draft.password}
          onChange={(e) => change('password', e.target.value)}
          error={form.errors.password}
        />
        <PasswordField
          label="Confirm new password"
          name="confirmation"
          autoComplete="new-password"
          showLabel="Show confirmation"
          hideLabel="Hide confirmation"
          value={draft.confirmation}
          onChange={(e) => change('confirmation', e.target.value)}
          error={form.errors.confirmation}
        />
        <PasswordField
          label="Old password"
          name="oldPassword"
          showLabel="Show old password"
          hideLabel="Hide old password"
          value={draft.oldPassword}
          onChange={(e) => change('oldPassword', e.target.value)}
          error={form.errors.oldPassword}
        />
      </Form>
    </Modal>
  );
}
