import { Button, Stack } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast.tsx';
import { useSubmitDraft } from '../api/post-writes.ts';
import { useQueryClient } from '@tanstack/react-query';
import { masterDataKeys } from '../../../lib/query-keys.ts';
import { retiredStepsOf } from './retired-refusal.ts';
import { useFailureToast } from '../../../lib/error-messages.ts';

/** The author's own draft (a returned one too): edit it, or submit it again as it is. */
export function DraftActions({ postId, onEdit }: { postId: number; onEdit: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitDraft(postId);
  const queryClient = useQueryClient();
  const showToast = useToast();
  const showFailure = useFailureToast();
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
      <Button variant="outlined" startIcon={<EditOutlined />} onClick={onEdit} sx={{ flex: 1 }}>
        {t('post>>edit')}
      </Button>
      <Button
        variant="contained"
        sx={{ flex: 1 }}
        onClick={() =>
          submit.mutate(undefined, {
            onSuccess: (submitted) =>
              showToast(
                submitted.status === 'review'
                  ? 'composer>>submittedForReview'
                  : 'composer>>published',
              ),
            // A choice retired since the draft was saved: the wizard opens on its step, which
            // says so, for the writer to choose again.
            // The master data read before the item was retired is forgotten first, so the
            // wizard sees it retired.
            onError: (error) => {
              if (retiredStepsOf(error).length === 0) return showFailure(error);
              queryClient.removeQueries({ queryKey: masterDataKeys.all });
              onEdit();
            },
          })
        }
        disabled={submit.isPending}
      >
        {t('post>>submitAgain')}
      </Button>
    </Stack>
  );
}
