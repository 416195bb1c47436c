import { Button, Stack } from '@mui/material';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../lib/toast.tsx';
import { useSubmitDraft } from '../api/posts-queries.ts';
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
            onError: (error) => showFailure(error),
          })
        }
        disabled={submit.isPending}
      >
        {t('post>>submitAgain')}
      </Button>
    </Stack>
  );
}
