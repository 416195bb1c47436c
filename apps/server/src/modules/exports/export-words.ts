import type { ExportLanguage } from '@kizuki/shared';

/**
 * The header rows of the CSV exports in each language. The classification columns take the
 * wizard's step names of the unit (STEP_NAMES, shared with the web app); these are the others.
 * Statuses and types stay the API's codes in both languages, so a spreadsheet's filter or a
 * script reading the file does not depend on the language it was exported in.
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
  },
} as const satisfies Record<ExportLanguage, unknown>;
