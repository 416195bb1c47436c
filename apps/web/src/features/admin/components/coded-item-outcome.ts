import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../lib/error-messages.ts';
import { refusalOf, refusedField } from '../../../lib/refusal.ts';
import { useToast } from '../../../lib/toast.tsx';

/** A message naming why the server refused one of a dialog's fields, shown beside that field. */
export type FieldRefusal<Field extends string> = { field: Field; message: string };

/**
 * What the dialogs of coded items (a master-data item, an organization) do with the server's
 * answer: a refusal naming one of their fields is shown beside it (`explain`'s message where it
 * has one, else `codeTakenKey` when the code is someone else's, else a general one); any other
 * failure is a toast; a success is a toast and closes the dialog.
 */
export function useCodedItemOutcome<Field extends string>({
  fields,
  codeTakenKey,
  onClose,
  explain = () => undefined,
}: {
  fields: readonly Field[];
  codeTakenKey: string;
  onClose: () => void;
  explain?: (error: unknown) => string | undefined;
}) {
  const { t } = useTranslation();
  const showToast = useToast();
  const showFailure = useFailureToast();
  const [refused, setRefused] = useState<FieldRefusal<Field> | null>(null);
  const onRefused = (error: unknown) => {
    const field = refusedField(error, fields);
    if (!field) return showFailure(error);
    const message =
      explain(error) ??
      t(refusalOf(error, 'code', 'taken') ? codeTakenKey : 'admin>>master>>fieldRefused');
    setRefused({ field, message });
  };
  const done = (toastKey: string) => () => {
    showToast(toastKey);
    onClose();
  };
  return { refused, clearRefusal: () => setRefused(null), onRefused, done };
}
