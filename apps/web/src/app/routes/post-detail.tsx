import { Alert, Box, Button, Card, Skeleton, Typography } from '@mui/material';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import type { PostDetail } from '@kizuki/shared';
import { isPmoGroup } from '@kizuki/shared/rules';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { lazyComponent, LoadFailed, lazyOverlay } from '../../components/lazy-screen.tsx';
import { DetailSkeleton, QueryDetail } from '../../components/query-detail.tsx';
import { useMarkRead, usePost } from '../../features/posts/api/posts-queries.ts';
import { ClassificationChipList } from '../../features/posts/components/classification-chips.tsx';
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
import { BackHeader } from './back-header.tsx';
import type { ScreenedParts } from './post-screening.tsx';

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

/** Whether the app has drawn a post yet: only its first is drawn in two passes. */
const postDrawing = { first: true };
const takeFirstPostDrawing = () => {
  const first = postDrawing.first;
  postDrawing.first = false;
  return first;
};

/** A post in full, what the caller may do with it, its replies, and the dialogs it opens. */
function PostBody({ post, screened }: { post: PostDetail; screened?: ScreenedParts }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  // Two passes for the first post the app draws: the first draws the header and the text, the
  // screen's largest content; what sits below the text follows in a second pass that yields to the
  // browser. One pass was one commit of the whole card, the longest task of a post's load (issue
  // 40). Nothing drawn first moves. A post opened later is drawn whole at once, so that going back
  // to it finds the page as tall as it was and the browser can restore where it was read.
  const [inTwoPasses] = useState(takeFirstPostDrawing);
  const whole = useDeferredValue(true, !inTwoPasses);
  const isOwn = post.author.id === user.id;
  const isPublished = post.status === 'published';
  const deciding = isDeciding(post);
  const classificationItems = useMemo(
    () => new Map(post.classificationItems.map((item) => [item.id, item])),
    [post.classificationItems],
  );
  const edit = () =>
    post.kind === 'reply'
      ? setDialog('editReply')
      : void navigate(
          { search: `?${COMPOSE_PARAM}=edit&${DRAFT_ID_PARAM}=${post.id}` },
          { state: { composerOpenedHere: true } },
        );

  return (
    <>
      <Card
        component="article"
        elevation={0}
        sx={{ m: 2, p: 2 }}
        aria-labelledby="post-author"
        // Still drawing until the second pass: what waits for the first screen waits for it too.
        data-drawing={whole ? undefined : ''}
      >
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
          {screened?.body ?? post.body}
        </Typography>
        {screened?.findings}
        {whole && (
          <>
            {post.quoted && (
              <Box sx={{ mb: 2 }}>
                <QuotedPostCard post={post.quoted} />
              </Box>
            )}
            <ClassificationChipList
              classification={post.classification}
              unit={user.database}
              items={classificationItems}
            />
            {screened?.review}
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
          </>
        )}
      </Card>
      {whole && post.kind !== 'reply' && isPublished && (
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

/** The post's shape while it loads. */
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

// Only the author of a draft and an approver deciding it see what the pre-screen found.
const ScreenedPost = lazyComponent(
  () => import('./post-screening.tsx').then((m) => m.ScreenedPost),
  { loading: POST_SKELETON, failed: <LoadFailed /> },
);

const isOwnDraft = (post: PostDetail, userId: number) =>
  post.status === 'draft' && post.author.id === userId;
const isDeciding = (post: PostDetail) => post.status === 'review' && post.decisionTaskId !== null;

/**
 * The post as its reader is to see it: with what the pre-screen found for the author of a draft
 * and for an approver deciding it, loaded for them alone (post-screening.tsx); as it is for
 * everyone else.
 */
function PostView({ post }: { post: PostDetail }) {
  const user = useCurrentUser();
  const ownDraft = isOwnDraft(post, user.id);
  const deciding = isDeciding(post);
  if (!ownDraft && !deciding) return <PostBody post={post} />;
  return (
    <ScreenedPost post={post} ownDraft={ownDraft} deciding={deciding}>
      {(parts) => <PostBody post={post} screened={parts} />}
    </ScreenedPost>
  );
}

/** /posts/:id: one post in full; opening it marks it read (PRODUCT.md). */
export function PostDetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const post = usePost(id);
  const { mutate: markRead } = useMarkRead();
  useMarkReadOnOpen(post.data && !post.data.isRead, () => markRead([id]));
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
        {/* The post appears whole, its classification's names with it (they come in its answer):
            chips that grew when their names arrived moved everything under them. */}
        {(data) => <PostView post={data} />}
      </QueryDetail>
    </>
  );
}
