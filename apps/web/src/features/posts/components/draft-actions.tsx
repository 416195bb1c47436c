import { Button, Stack } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast.tsx';
import { useSubmitDraft } from '../api/posts-queries.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useFailureToast } from '../../../lib/error-messages.ts';

/** The author's own draft (a returned one too): edit it, or submit it again as it is. */
export function DraftActions({ postId, onEdit }: { postId: number; onEdit: () => void }) {
  const { t } = useTranslation();
  const submit = useSubmitDraft(postId);
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
            onError: (error) => (namesRetiredItem(error) ? onEdit() : showFailure(error)),
          })
        }
        disabled={submit.isPending}
      >
        {t('post>>submitAgain')}
      </Button>
    </Stack>
  );
}

/** A 400 of a submission naming an item an admin has retired (the server's code retiredItem). */
function namesRetiredItem(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    Array.isArray(error.details) &&
    error.details.some((issue: { code?: string }) => issue.code === 'retiredItem')
  );
}
