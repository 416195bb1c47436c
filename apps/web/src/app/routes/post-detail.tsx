import { Alert, Box, Button, Card, Skeleton, Stack, Typography } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import type { PostDetail } from '@kizuki/shared';
import { isPmoGroup, wizardSteps } from '@kizuki/shared/rules';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { lazyOverlay } from '../../components/lazy-screen.tsx';
import { DetailSkeleton, QueryDetail } from '../../components/query-detail.tsx';
import { useMarkRead, usePost } from '../../features/posts/api/posts-queries.ts';
import { ClassificationChips } from '../../features/posts/components/classification-chips.tsx';
import { useClassificationItems } from '../../features/posts/components/use-classification-items.ts';
import { COMPOSE_PARAM, DRAFT_ID_PARAM } from '../../features/posts/components/compose-button.tsx';
import { DraftActions } from '../../features/posts/components/draft-actions.tsx';
import { UnpublishedReason } from '../../features/posts/components/unpublished-reason.tsx';
import { PostDetailCounters } from '../../features/posts/components/post-detail-counters.tsx';
import { PostDetailHeader } from '../../features/posts/components/post-detail-header.tsx';
import { OutboxWaiting } from '../../features/outbox/outbox-slot.tsx';
import { PostQuotes, PostReplies } from '../../features/posts/components/post-replies.tsx';
import { QuotedPostCard } from '../../features/posts/components/quoted-post.tsx';
import { ReactionBar } from '../../features/posts/components/reaction-bar.tsx';
import { RespondButtons } from '../../features/posts/components/respond-buttons.tsx';
import { useMarkReadOnOpen } from '../../lib/hooks/use-mark-read-on-open.ts';
import { useCurrentUser } from '../../lib/auth/current-user.tsx';
import { CONTENT_TEXT_SX, contentLang } from '../../lib/content-lang.ts';
import { itemName } from '../../lib/master-name.ts';
import { BackHeader } from './back-header.tsx';
import { useScreen } from '../../lib/compliance/use-screen.ts';
import { HighlightedText } from '../../components/compliance/highlighted-text.tsx';
import { ReportableFindings } from '../../components/compliance/reportable-findings.tsx';
import { ReviewChecks } from './review-checks.tsx';

const ReplyDialog = lazyOverlay(() =>
  import('../../features/posts/components/reply-dialog.tsx').then((m) => m.ReplyDialog),
);
const EditReplyDialog = lazyOverlay(() =>
  import('../../features/posts/components/reply-dialog.tsx').then((m) => m.EditReplyDialog),
);
const OpenInquiryDialog = lazyOverlay(() =>
  import('../../features/inquiries/components/open-inquiry-dialog.tsx').then(
    (m) => m.OpenInquiryDialog,
  ),
);

type Dialog = 'reply' | 'editReply' | 'inquiry';

/** A post in review opened by an approver who is to decide it: what it is, and the way back. */
function AwaitingDecision({ taskId }: { taskId: number }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('tasks>>awaitingDecision')}
      <Box sx={{ mt: 1 }}>
        <Button
          component={Link}
          to={`/tasks/${taskId}`}
          variant="outlined"
          size="small"
          color="inherit"
          endIcon={<ChevronRight />}
        >
          {t('tasks>>decideInTask')}
        </Button>
      </Box>
    </Alert>
  );
}

/** A post in full, what the caller may do with it, its replies, and the dialogs it opens. */
function PostBody({ post }: { post: PostDetail }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const isOwn = post.author.id === user.id;
  const isPublished = post.status === 'published';
  // One's own draft shows what the pre-screen would refuse at submit, before it is submitted;
  // an approver opening what they are to decide (issue 39) sees what they would on the task.
  const ownDraft = post.status === 'draft' && isOwn;
  const deciding = post.status === 'review' && post.decisionTaskId !== null;
  const screened = ownDraft || deciding ? post.body : '';
  const screen = useScreen(screened, screened, post.kind);
  // A safety case reported from here starts from the post's competitive product (issue 39).
  const productLabel = post.labels.competitiveProduct;
  const safetyCase = {
    source: post.kind,
    product: productLabel ? itemName(productLabel, i18n.language) : undefined,
  };
  const edit = () =>
    post.kind === 'reply'
      ? setDialog('editReply')
      : void navigate(
          { search: `?${COMPOSE_PARAM}=edit&${DRAFT_ID_PARAM}=${post.id}` },
          { state: { composerOpenedHere: true } },
        );

  return (
    <>
      <Card component="article" elevation={0} sx={{ m: 2, p: 2 }} aria-labelledby="post-author">
        <PostDetailHeader
          post={post}
          unit={user.database}
          onDeleted={() => void navigate('/posts?view=mine')}
        />
        {post.status === 'draft' && isOwn && <DraftActions postId={post.id} onEdit={edit} />}
        {post.status === 'unpublished' && <UnpublishedReason reasons={post.unpublishedFor} />}
        {deciding && <AwaitingDecision taskId={post.decisionTaskId!} />}
        <Typography
          variant="body1"
          lang={contentLang(post.body)}
          sx={{ ...CONTENT_TEXT_SX, whiteSpace: 'pre-wrap', mb: 2 }}
        >
          {screen.passages.length > 0 ? (
            <HighlightedText text={post.body} passages={screen.passages} />
          ) : (
            post.body
          )}
        </Typography>
        {ownDraft && screen.passages.length > 0 && (
          <Box sx={{ mb: 2 }}>
            <ReportableFindings screen={screen} safetyCase={safetyCase} />
          </Box>
        )}
        {post.quoted && (
          <Box sx={{ mb: 2 }}>
            <QuotedPostCard post={post.quoted} />
          </Box>
        )}
        <ClassificationChips classification={post.classification} unit={user.database} />
        {deciding && (
          <Stack spacing={2} sx={{ mb: 2 }}>
            <ReportableFindings screen={screen} audience="reviewer" safetyCase={safetyCase} />
            <ReviewChecks post={post} />
          </Stack>
        )}
        {!deciding && <PostDetailCounters post={post} />}
        {isPublished && (
          <>
            <ReactionBar post={post} />
            <RespondButtons post={post} role={user.role} onReply={() => setDialog('reply')} />
            {isPmoGroup(user.role) && !isOwn && post.kind !== 'reply' && (
              <Button
                fullWidth
                startIcon={<ContactSupportOutlined />}
                onClick={() => setDialog('inquiry')}
                sx={{ mt: 1 }}
              >
                {t('inquiries>>open')}
              </Button>
            )}
          </>
        )}
      </Card>
      {post.kind !== 'reply' && isPublished && (
        <>
          <OutboxWaiting parentId={post.id} />
          <PostReplies postId={post.id} />
          <PostQuotes postId={post.id} />
        </>
      )}
      {dialog === 'reply' && <ReplyDialog parentId={post.id} onClose={close} />}
      {dialog === 'editReply' && <EditReplyDialog draft={post} onClose={close} />}
      {dialog === 'inquiry' && <OpenInquiryDialog postId={post.id} onClose={close} />}
    </>
  );
}

/** The post's shape while it, or its classification's names, load. */
const POST_SKELETON = (
  <DetailSkeleton>
    <Skeleton width="40%" height={28} />
    <Skeleton width="60%" sx={{ mb: 1.5 }} />
    <Skeleton />
    <Skeleton />
    <Skeleton width="80%" sx={{ mb: 2 }} />
    <Skeleton variant="rounded" height={120} />
  </DetailSkeleton>
);

/** /posts/:id: one post in full; opening it marks it read (PRODUCT.md). */
export function PostDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const post = usePost(id);
  const { mutate: markRead } = useMarkRead();
  useMarkReadOnOpen(post.data && !post.data.isRead, () => markRead([id]));
  const user = useCurrentUser();
  const steps = useMemo(() => wizardSteps(user.database), [user.database]);
  const classificationItems = useClassificationItems(steps, post.data?.classification);

  return (
    <>
      <BackHeader
        title={t('screens>>post')}
        onBack={() => void (history.length > 1 ? navigate(-1) : navigate('/'))}
      />
      <QueryDetail
        query={post}
        notFound={{
          title: t('post>>notFound'),
          body: t('post>>notFoundBody'),
          back: { to: '/', screen: 'nav>>home' },
        }}
        skeleton={POST_SKELETON}
      >
        {(data) =>
          // The post appears whole, its classification's names with it: chips that grew when
          // their names arrived moved everything under them (a layout shift of 0.09). Offline,
          // the post shows with placeholders for the names it could not have.
          classificationItems.isLoaded ||
          classificationItems.isError ||
          classificationItems.isPaused ? (
            <PostBody post={data} />
          ) : (
            POST_SKELETON
          )
        }
      </QueryDetail>
    </>
  );
}
