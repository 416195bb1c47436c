import type { ContentKind, ExportLanguage, PostStatus, TaskStatus, TaskType } from '@kizuki/shared';

/**
 * The header rows of the CSV exports in each language, and the words their kind, status and type
 * columns hold (issue 39: the API's codes meant nothing to the people who open the file). The
 * words are the app's own for the same things (the web app's post.status, tasks.types and
 * tasks.status), so the file reads as the screen does. The classification columns take the
 * wizard's step names of the unit (STEP_NAMES, shared with the web app).
 */
export const EXPORT_WORDS = {
  ja: {
    posts: {
      id: 'ID',
      kind: '種別',
      status: 'ステータス',
      publishedAt: '公開日時（日本時間）',
      createdAt: '作成日時（日本時間）',
      author: '投稿者',
      organization: '組織',
      body: '本文',
      likes: 'いいね',
      same: '同じ現象',
      more: 'もっと聞きたい',
      comments: 'コメント',
      retweets: '引用',
      parentId: '返信先ID',
      quotedId: '引用元ID',
      link: 'リンク',
    },
    tasks: {
      id: 'ID',
      type: '種類',
      status: 'ステータス',
      title: 'タイトル',
      question: '質問',
      dueOn: '期限',
      createdAt: '作成日時（日本時間）',
      requestedBy: '依頼者',
      postId: '投稿ID',
      decidedAt: '決定日時（日本時間）',
      decisionComment: '決定のコメント',
      link: 'リンク',
    },
    postKinds: { post: '投稿', reply: 'コメント', quote: '引用' },
    postStatuses: {
      draft: '下書き',
      review: '承認待ち',
      published: '公開中',
      archived: 'アーカイブ',
      unpublished: '非公開',
      deleted: '削除済み',
    },
    taskTypes: {
      approval: '投稿の承認',
      'comment-approval': 'コメントの承認',
      inquiry: '問い合わせへの回答',
      'safety-case': '安全性情報',
      report: '通報された投稿',
    },
    taskStatuses: {
      'to-do': '未対応',
      'in-progress': '対応中',
      done: '完了',
      canceled: '取り消し',
      approved: '承認済み',
      rejected: '差し戻し済み',
    },
  },
  en: {
    posts: {
      id: 'ID',
      kind: 'Kind',
      status: 'Status',
      publishedAt: 'Published (Tokyo time)',
      createdAt: 'Created (Tokyo time)',
      author: 'Author',
      organization: 'Organization',
      body: 'Text',
      likes: 'Likes',
      same: 'Same here',
      more: 'Tell me more',
      comments: 'Comments',
      retweets: 'Quotes',
      parentId: 'Reply to ID',
      quotedId: 'Quoted post ID',
      link: 'Link',
    },
    tasks: {
      id: 'ID',
      type: 'Type',
      status: 'Status',
      title: 'Title',
      question: 'Question',
      dueOn: 'Due',
      createdAt: 'Created (Tokyo time)',
      requestedBy: 'Requested by',
      postId: 'Post ID',
      decidedAt: 'Decided (Tokyo time)',
      decisionComment: 'Decision comment',
      link: 'Link',
    },
    postKinds: { post: 'Post', reply: 'Comment', quote: 'Quote' },
    postStatuses: {
      draft: 'Draft',
      review: 'In review',
      published: 'Published',
      archived: 'Archived',
      unpublished: 'Unpublished',
      deleted: 'Deleted',
    },
    taskTypes: {
      approval: 'Approve a post',
      'comment-approval': 'Approve a comment',
      inquiry: 'Answer an inquiry',
      'safety-case': 'Safety case',
      report: 'Reported post',
    },
    taskStatuses: {
      'to-do': 'To do',
      'in-progress': 'In progress',
      done: 'Done',
      canceled: 'Canceled',
      approved: 'Approved',
      rejected: 'Returned',
    },
  },
} as const satisfies Record<
  ExportLanguage,
  {
    posts: Record<string, string>;
    tasks: Record<string, string>;
    postKinds: Record<ContentKind, string>;
    postStatuses: Record<PostStatus, string>;
    taskTypes: Record<TaskType, string>;
    taskStatuses: Record<TaskStatus, string>;
  }
>;
