import {
  Alert,
  Box,
  Button,
  Card,
  Chip,
  Skeleton,
  Stack,
  ToggleButton,
  Typography,
} from '@mui/material';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ContactSupportOutlined from '@mui/icons-material/ContactSupportOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FormatQuoteOutlined from '@mui/icons-material/FormatQuoteOutlined';
import type { PostDetail } from '@kizuki/shared';
import { can, COLLECTION_OF, isPmoGroup, REACTION_KINDS, wizardSteps } from '@kizuki/shared/rules';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { InlineError } from '../../components/inline-error.tsx';
import { ColorDot } from '../../components/color-dot.tsx';
import { lazyOverlay } from '../../components/lazy-screen.tsx';
import { fullDateTime, relativeTime } from '../../lib/format-time.ts';
import { useMasterItems } from '../../lib/master-data.ts';
import {
  useMarkRead,
  usePost,
  usePostList,
  useReaction,
  useSubmitDraft,
} from '../../features/posts/api/posts-queries.ts';
import { useToast } from '../../lib/toast.tsx';
import {
  COMPOSE_PARAM,
  DRAFT_ID_PARAM,
  QUOTED_ID_PARAM,
} from '../../features/posts/components/compose-button.tsx';
import { PostActionsMenu } from '../../features/posts/components/post-actions-menu.tsx';
import { authorName } from '../../lib/author-name.ts';
import { COUNTER_ICONS } from '../../features/posts/components/post-counters.tsx';
import { QuotedPostCard } from '../../features/posts/components/quoted-post.tsx';
import { itemName } from '../../features/posts/components/step-options.tsx';
import { useCurrentUser } from '../current-user.tsx';
import { DetailSkeleton, QueryDetail } from '../../components/query-detail.tsx';
import { useMarkReadOnOpen } from '../../lib/hooks/use-mark-read-on-open.ts';
import { BackHeader } from './back-header.tsx';

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

/** The counter each reaction moves. */
const REACTION_COUNTER = { like: 'likes', same: 'same', more: 'more' } as const;

/** One classification chip: the step's name and the chosen item, the disease group with its colour. */
function ClassificationChip({
  step,
  itemId,
}: {
  step: ReturnType<typeof wizardSteps>[number];
  itemId: number;
}) {
  const { t, i18n } = useTranslation();
  const items = useMasterItems(COLLECTION_OF[step.key], null);
  const item = items.data?.data.find((candidate) => candidate.id === itemId);
  if (!item) return <Skeleton variant="rounded" width={120} height={24} />;
  return (
    <Chip
      size="small"
      label={`${t(`wizard>>steps>>${step.label}`)}: ${itemName(item, i18n.language)}`}
      icon={item.color ? <ColorDot color={item.color} /> : undefined}
    />
  );
}

function Replies({ postId }: { postId: number }) {
  const { t, i18n } = useTranslation();
  const replies = usePostList({ parentId: postId });
  const items = replies.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Box component="section" aria-labelledby="replies-title" sx={{ px: 2, pt: 3 }}>
      <Typography id="replies-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('post>>replies')}
      </Typography>
      {replies.isPending ? (
        <Skeleton variant="rounded" height={72} sx={{ mt: 1 }} />
      ) : replies.isError ? (
        <InlineError message={t('lists>>loadFailed')} onRetry={() => void replies.refetch()} />
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {t('post>>noReplies')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 1 }}>
          {items.map((reply) => (
            <Card
              component="li"
              key={reply.id}
              elevation={0}
              sx={{ p: 2 }}
              data-reply-id={reply.id}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                <Box component="span" sx={{ fontWeight: 700, color: 'text.primary', mr: 1 }}>
                  {authorName(reply.author)}
                </Box>
                {relativeTime(reply.publishedAt ?? reply.updatedAt, i18n.language)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {reply.body}
              </Typography>
            </Card>
          ))}
        </Stack>
      )}
      {replies.hasNextPage && (
        <Button onClick={() => void replies.fetchNextPage()} disabled={replies.isFetchingNextPage}>
          {t('post>>moreReplies')}
        </Button>
      )}
    </Box>
  );
}

function PostBody({ post }: { post: PostDetail }) {
  const { t, i18n } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const reaction = useReaction(post.id);
  const submit = useSubmitDraft(post.id);
  const showToast = useToast();
  const [replying, setReplying] = useState(false);
  const [editingReply, setEditingReply] = useState(false);
  const [inquiring, setInquiring] = useState(false);
  const isOwn = post.author.id === user.id;
  const edit = () =>
    post.kind === 'reply'
      ? setEditingReply(true)
      : void navigate(
          { search: `?${COMPOSE_PARAM}=edit&${DRAFT_ID_PARAM}=${post.id}` },
          { state: { composerOpenedHere: true } },
        );
  const steps = useMemo(() => wizardSteps(user.database), [user.database]);
  const when = post.publishedAt ?? post.updatedAt;
  const isPublished = post.status === 'published';
  const counters = [
    ...(Object.keys(COUNTER_ICONS) as (keyof typeof COUNTER_ICONS)[]).map((key) => ({
      key,
      Icon: COUNTER_ICONS[key],
      value: post.counts[key],
    })),
    { key: 'sameCategory' as const, Icon: CategoryOutlined, value: post.sameCategoryCount },
  ];

  return (
    <>
      <Card component="article" elevation={0} sx={{ m: 2, p: 2 }} aria-labelledby="post-author">
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <Typography
            id="post-author"
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, flexGrow: 1 }}
          >
            {authorName(post.author)}
          </Typography>
          <PostActionsMenu post={post} onDeleted={() => void navigate('/posts?view=mine')} />
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          {[post.author.organizationName, t(`units>>${user.database}`)].filter(Boolean).join(' · ')}{' '}
          ·{' '}
          <time dateTime={when} title={fullDateTime(when, i18n.language)}>
            {relativeTime(when, i18n.language)}
          </time>
        </Typography>
        {post.status !== 'published' && (
          <Chip
            size="small"
            sx={{ mb: 1.5 }}
            color={post.rejectionReason ? 'error' : 'default'}
            label={t(
              post.status === 'draft' && post.rejectionReason
                ? 'post>>status>>rejected'
                : `post>>status>>${post.status}`,
            )}
          />
        )}
        {post.status === 'draft' && post.rejectionReason && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {t('post>>rejectionReason', { reason: post.rejectionReason })}
          </Alert>
        )}
        {post.status === 'draft' && isOwn && (
          <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
            <Button variant="outlined" startIcon={<EditOutlined />} onClick={edit} sx={{ flex: 1 }}>
              {t('post>>edit')}
            </Button>
            <Button
              variant="contained"
              sx={{ flex: 1 }}
              onClick={() =>
                submit.mutate(undefined, {
                  onSuccess: (submitted) =>
                    showToast(
                      t(
                        submitted.status === 'review'
                          ? 'composer>>submittedForReview'
                          : 'composer>>published',
                      ),
                    ),
                  onError: () => showToast(t('composer>>failed'), 'error'),
                })
              }
              disabled={submit.isPending}
            >
              {t('post>>submitAgain')}
            </Button>
          </Stack>
        )}
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>
          {post.body}
        </Typography>
        {post.quoted && (
          <Box sx={{ mb: 2 }}>
            <QuotedPostCard post={post.quoted} />
          </Box>
        )}
        <Box
          component="ul"
          aria-label={t('post>>classification')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 2, listStyle: 'none' }}
        >
          {steps.map((step) => {
            const itemId = post.classification[`${step.key}Id`];
            return itemId ? (
              <li key={step.key}>
                <ClassificationChip step={step} itemId={itemId} />
              </li>
            ) : null;
          })}
        </Box>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 1fr)',
            gap: 1,
            m: 0,
            mb: 2,
            textAlign: 'center',
          }}
        >
          {counters.map(({ key, Icon, value }) => (
            <Box key={key} sx={{ bgcolor: 'action.hover', borderRadius: 2, py: 1 }}>
              <Typography
                component="dd"
                variant="h6"
                sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}
                data-counter={key}
              >
                {value}
              </Typography>
              <Typography
                component="dt"
                variant="caption"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 0.5 }}
              >
                <Icon sx={{ fontSize: 16 }} aria-hidden />
                {t(`post>>counterNames>>${key}`)}
              </Typography>
            </Box>
          ))}
        </Box>
        {isPublished && (
          <>
            <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
              {REACTION_KINDS.map((kind) => {
                const Icon = COUNTER_ICONS[REACTION_COUNTER[kind]];
                const on = post.myReactions.includes(kind);
                return (
                  <ToggleButton
                    key={kind}
                    value={kind}
                    selected={on}
                    color="primary"
                    size="small"
                    disabled={reaction.isPending}
                    onChange={() => reaction.mutate({ kind, on: !on })}
                    sx={{
                      flex: 1,
                      flexDirection: 'column',
                      gap: 0.25,
                      py: 1,
                      lineHeight: 1.3,
                      borderRadius: 2,
                    }}
                  >
                    <Icon fontSize="small" aria-hidden />
                    {t(`post>>reactions>>${kind}`)}
                  </ToggleButton>
                );
              })}
            </Stack>
            <Stack direction="row" spacing={1}>
              {can(user.role, 'reply') && (
                <Button
                  variant="outlined"
                  startIcon={<ChatBubbleOutlineOutlined />}
                  onClick={() => setReplying(true)}
                  sx={{ flex: 1 }}
                >
                  {t('post>>reply')}
                </Button>
              )}
              {can(user.role, 'createPost') && post.kind !== 'reply' && (
                <Button
                  variant="outlined"
                  startIcon={<FormatQuoteOutlined />}
                  onClick={() =>
                    void navigate(
                      { search: `?${COMPOSE_PARAM}=quote&${QUOTED_ID_PARAM}=${post.id}` },
                      { state: { composerOpenedHere: true } },
                    )
                  }
                  sx={{ flex: 1 }}
                >
                  {t('post>>quote')}
                </Button>
              )}
            </Stack>
            {isPmoGroup(user.role) && !isOwn && post.kind !== 'reply' && (
              <Button
                fullWidth
                startIcon={<ContactSupportOutlined />}
                onClick={() => setInquiring(true)}
                sx={{ mt: 1 }}
              >
                {t('inquiries>>open')}
              </Button>
            )}
          </>
        )}
      </Card>
      {post.kind !== 'reply' && isPublished && <Replies postId={post.id} />}
      {replying && <ReplyDialog parentId={post.id} onClose={() => setReplying(false)} />}
      {editingReply && <EditReplyDialog draft={post} onClose={() => setEditingReply(false)} />}
      {inquiring && <OpenInquiryDialog postId={post.id} onClose={() => setInquiring(false)} />}
    </>
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
        notFound={{ title: t('post>>notFound'), body: t('post>>notFoundBody') }}
        skeleton={
          <DetailSkeleton>
            <Skeleton width="40%" height={28} />
            <Skeleton width="60%" sx={{ mb: 1.5 }} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="80%" sx={{ mb: 2 }} />
            <Skeleton variant="rounded" height={120} />
          </DetailSkeleton>
        }
      >
        {(data) => <PostBody post={data} />}
      </QueryDetail>
    </>
  );
}
