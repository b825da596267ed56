import clsx from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import type { AdminBanner } from '../../../api/adminTypes';
import type { AdminBannerSavePayload } from '../../../api/schemas';
import { Button } from '../../../ui/Button/Button';
import { Modal } from '../../../ui/Modal/Modal';
import { TextField } from '../../../ui/TextField/TextField';
import { palette } from '../../../ui/theme/tokens';
import { Inline } from '../../../ui/Inline/Inline';
import { Stack } from '../../../ui/Stack/Stack';
import { Text } from '../../../ui/Text/Text';
import { Grid } from '../../../ui/Grid/Grid';
import { bannerGroupList, colourPair, type Refusal } from './curation';
import { BannerSwatch } from './BannerSwatch';
import * as styles from './BannerForm.css';
import * as shared from '../admin.css';

export interface BannerFormProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The banner to edit, or null for a new one. Key the form by it so a new banner starts afresh. */
  banner: AdminBanner | null;
  /** Saving: Save shows a spinner and the dialog stays until the answer. */
  busy?: boolean;
  /** The server's refusal: shown on the field it names, else above the fields. What was typed stays. */
  refusal?: Refusal | null;
  /** The banner as the server's adminBannerSave takes it. */
  onSubmit: (payload: AdminBannerSavePayload) => void;
  /** The operator closed the dialog without saving. */
  onCancel: () => void;
}

/** A new banner's gradient: two of the theme's quiet colours. */
const defaultColours = [palette.paperAlt, palette.navySoft] as const;

type FieldName = 'imgUrl' | 'groupId' | 'sort' | 'title' | 'subtitle' | 'tagWord' | 'colorBg' | 'productId';
const fieldNames: readonly string[] = ['imgUrl', 'groupId', 'sort', 'title', 'subtitle', 'tagWord', 'colorBg', 'productId'];

/** A number typed in a text box as the server reads it: empty is `empty`, a number a number, anything else as typed (the server names it). */
function numberOrText(value: string, empty: number | null) {
  const text = value.trim();
  if (text === '') return empty;
  return /^\d+$/.test(text) ? Number(text) : text;
}

/**
 * Adds or edits a home banner in a dialog: image URL, group, sort, title, subtitle,
 * a linked word or design, and the two colours of its background. It does not check
 * what the server checks; the server's refusal shows on the field it names.
 */
export function BannerForm({ open, banner, busy = false, refusal, onSubmit, onCancel }: BannerFormProps) {
  const formId = useId();
  const [fromColour, toColour] = colourPair(banner?.colorBg ?? '', defaultColours);
  const [values, setValues] = useState({
    imgUrl: banner?.imgUrl ?? '',
    groupId: banner?.groupId ?? 2,
    sort: String(banner?.sort ?? 0),
    title: banner?.title ?? '',
    subtitle: banner?.subtitle ?? '',
    tagWord: banner?.tagWord ?? '',
    productId: banner?.productId === null || banner?.productId === undefined ? '' : String(banner.productId),
    from: fromColour,
    to: toColour,
  });
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const field = refusal?.field === 'tagId' ? 'tagWord' : refusal?.field;
  const errorOf = (name: FieldName) => (refusal && field === name ? refusal.message : undefined);
  const generalError = refusal && (!field || !fieldNames.includes(field)) ? refusal.message : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tagWord = values.tagWord.trim();
    onSubmit({
      ...(banner ? { id: banner.id } : {}),
      imgUrl: values.imgUrl,
      groupId: values.groupId,
      sort: numberOrText(values.sort, 0),
      title: values.title,
      subtitle: values.subtitle,
      // The word's id goes with it only while the word is the one it belongs to.
      tagId: banner && tagWord !== '' && tagWord === banner.tagWord ? banner.tagId : null,
      tagWord: tagWord === '' ? null : tagWord,
      colorBg: `${values.from},${values.to}`,
      productId: numberOrText(values.productId, null),
    });
  };

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={banner ? 'Edit banner' : 'Add banner'}
      description="Banners show on the shop's home page, by group and sort."
      size="lg"
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            Save
          </Button>
        </>
      }
    >
      <Grid as="form" columns={2} gap="md" id={formId} onSubmit={submit} noValidate>
        {generalError ? (
          <Text as="p" size="sm" tone="danger" className={clsx(shared.dangerBand, styles.wide)} role="alert">
            {generalError}
          </Text>
        ) : null}
        <TextField
          className={styles.wide}
          label="Image URL"
          name="imgUrl"
          value={values.imgUrl}
          onChange={set('imgUrl')}
          error={errorOf('imgUrl')}
        />
        <Stack as="fieldset" gap="sm" frameless aria-describedby={errorOf('groupId') ? `${formId}-group-error` : undefined}>
          <Text as="legend" size="sm" weight="medium" tone="text" className={styles.legend}>
            Group
          </Text>
          <Inline gap="md" wrap>
            {bannerGroupList.map((group) => (
              <Text as="label" size="md" className={styles.choice} key={group.id}>
                <input
                  type="radio"
                  name="groupId"
                  value={group.id}
                  checked={values.groupId === group.id}
                  onChange={() => setValues((current) => ({ ...current, groupId: group.id }))}
                />
                {group.name}
              </Text>
            ))}
          </Inline>
          {errorOf('groupId') ? (
            <Text as="p" size="sm" tone="danger" id={`${formId}-group-error`}>
              {errorOf('groupId')}
            </Text>
          ) : null}
        </Stack>
        <TextField
          label="Sort"
          name="sort"
          inputMode="numeric"
          hint="Lower comes first"
          value={values.sort}
          onChange={set('sort')}
          error={errorOf('sort')}
        />
        <TextField label="Title" name="title" value={values.title} onChange={set('title')} error={errorOf('title')} />
        <TextField label="Subtitle" name="subtitle" value={values.subtitle} onChange={set('subtitle')} error={errorOf('subtitle')} />
        <TextField
          label="Linked word"
          name="tagWord"
          hint="A word of the store's filters, e.g. Watercolour"
          value={values.tagWord}
          onChange={set('tagWord')}
          error={errorOf('tagWord')}
        />
        <TextField
          label="Linked design (product id)"
          name="productId"
          inputMode="numeric"
          hint="Empty: the banner links no design"
          value={values.productId}
          onChange={set('productId')}
          error={errorOf('productId')}
        />
        <Stack
          as="fieldset"
          gap="sm"
          frameless
          className={styles.wide}
          aria-describedby={errorOf('colorBg') ? `${formId}-colour-error` : undefined}
        >
          <Text as="legend" size="sm" weight="medium" tone="text" className={styles.legend}>
            Background colours
          </Text>
          <Inline gap="md" align="center" wrap>
            <Text as="label" size="sm" className={styles.choice}>
              <input type="color" name="colourFrom" className={styles.colourInput} value={values.from} onChange={set('from')} />
              From
            </Text>
            <Text as="label" size="sm" className={styles.choice}>
              <input type="color" name="colourTo" className={styles.colourInput} value={values.to} onChange={set('to')} />
              To
            </Text>
            <BannerSwatch from={values.from} to={values.to} />
          </Inline>
          {errorOf('colorBg') ? (
            <Text as="p" size="sm" tone="danger" id={`${formId}-colour-error`}>
              {errorOf('colorBg')}
            </Text>
          ) : null}
        </Stack>
      </Grid>
    </Modal>
  );
}
