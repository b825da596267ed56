import { useId, useState, type FormEvent } from 'react';
import type { AdminDesign } from '../../../api/adminTypes';
import type { AdminDesignUpdatePayload } from '../../../api/schemas';
import { designWordGroups, type DesignWordGroup } from '../../../domain/words';
import { Button } from '../../../ui/Button/Button';
import { Checkbox } from '../../../ui/Checkbox/Checkbox';
import { Modal } from '../../../ui/Modal/Modal';
import { TextField } from '../../../ui/TextField/TextField';
import { designChanges, formOf, type DesignForm } from './designs';
import * as styles from './DesignEditDialog.css';
import * as shared from '../admin.css';
import { Stack } from '../../../ui/Stack/Stack';
import { Inline } from '../../../ui/Inline/Inline';
import { Grid } from '../../../ui/Grid/Grid';
import { Text } from '../../../ui/Text/Text';

/** Why the server refused a save: its message, and the field it names when it names one. */
export interface DesignRefusal {
  message: string;
  field: string | null;
}

export interface DesignEditDialogProps {
  /** The design being edited; the form starts from its values (key the dialog by productId). */
  design: AdminDesign;
  open: boolean;
  /** The save is in flight: Save shows a spinner, the dialog cannot be dismissed. */
  saving?: boolean;
  /** The last save's refusal, shown in the dialog; the form keeps what was typed. */
  refusal?: DesignRefusal | null;
  /** Save with only the changed fields (and productId). Not called when nothing changed. */
  onSave: (changes: AdminDesignUpdatePayload) => void;
  onClose: () => void;
}

const flagLabels = { isRepeat: 'Repeat (seamless tile)', isLayer: 'Layered source file', isVector: 'Vector artwork' } as const;

/**
 * Edits one design: title, prices, licence, the words of each filter group, tags and
 * the artwork's flags. Words and tags are comma-separated. A refusal stays in the
 * dialog beside the field it names, with everything typed still there.
 */
export function DesignEditDialog({ design, open, saving = false, refusal = null, onSave, onClose }: DesignEditDialogProps) {
  const [form, setForm] = useState<DesignForm>(() => formOf(design));
  const formId = useId();
  const set = <K extends keyof DesignForm>(key: K, value: DesignForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setWords = (group: DesignWordGroup, value: string) =>
    setForm((current) => ({ ...current, words: { ...current.words, [group]: value } }));
  const errorOf = (field: string) => (refusal?.field === field ? refusal.message : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const changes = designChanges(design, form);
    if (changes) onSave(changes);
    else onClose();
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Edit ${design.imgSn}`}
      description="Words and tags are separated by commas."
      size="lg"
      dismissible={!saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Save
          </Button>
        </>
      }
    >
      {/* noValidate: the server's rules (whole cents, ranges) are the ones that count, and it names the field. */}
      <Stack as="form" gap="md" id={formId} onSubmit={submit} noValidate>
        {refusal ? (
          <p role="alert" className={shared.alertBand}>
            Not saved: {refusal.message}
          </p>
        ) : null}
        <TextField label="Title" value={form.label} onChange={(e) => set('label', e.target.value)} error={errorOf('label')} />
        <Grid as="div" minColumn="max(200px, 2rem)" gap="md">
          <TextField
            label="Price ($)"
            inputMode="decimal"
            value={form.price}
            onChange={(e) => set('price', e.target.value)}
            error={errorOf('price')}
          />
          <TextField
            label="Buyout price ($)"
            hint="0 when the design is not sold as an exclusive."
            inputMode="decimal"
            value={form.priceOnce}
            onChange={(e) => set('priceOnce', e.target.value)}
            error={errorOf('priceOnce')}
          />
        </Grid>
        <Checkbox label="Exclusive (sold once, by buyout)" checked={form.isBuyout} onCheckedChange={(next) => set('isBuyout', next)} />
        {errorOf('isBuyout') ? <p className={shared.alertBand}>{errorOf('isBuyout')}</p> : null}
        <Stack as="fieldset" gap="sm" frameless>
          <Text as="legend" weight="semibold" className={styles.legend}>
            Words by filter group
          </Text>
          <Grid as="div" minColumn="max(200px, 2rem)" gap="md">
            {designWordGroups.map((group) => (
              <TextField
                key={group}
                label={group}
                value={form.words[group]}
                onChange={(e) => setWords(group, e.target.value)}
                error={errorOf(`words.${group}`)}
              />
            ))}
          </Grid>
        </Stack>
        <TextField label="Tags" value={form.tags} onChange={(e) => set('tags', e.target.value)} error={errorOf('tags')} />
        <Stack as="fieldset" gap="sm" frameless>
          <Text as="legend" weight="semibold" className={styles.legend}>
            Artwork
          </Text>
          <Inline gap="lg" wrap>
            {(['isRepeat', 'isLayer', 'isVector'] as const).map((flag) => (
              <Checkbox key={flag} label={flagLabels[flag]} checked={form[flag]} onCheckedChange={(next) => set(flag, next)} />
            ))}
          </Inline>
        </Stack>
      </Stack>
    </Modal>
  );
}
