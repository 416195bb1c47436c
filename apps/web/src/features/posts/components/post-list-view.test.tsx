import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import type { Post, PostListResponse } from '@kizuki/shared';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n/i18n.ts';
import { listPreferencesStore } from '../../../lib/list-preferences.ts';
import { PostListView } from './post-list-view.tsx';

/** IntersectionObserver does not exist in jsdom; the list only needs it to exist. */
class NoIntersections {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function post(id: number): Post {
  return {
    id,
    kind: 'post',
    status: 'published',
    body: `観察 ${id}`,
    author: { id: 1, firstName: '健太', lastName: '佐藤', organizationName: '東日本第一営業所' },
    classification: {
      occupationGroupId: null,
      workplaceId: null,
      occupationId: null,
      diseaseGroupId: null,
      diseaseId: null,
      productGroupId: null,
      competitiveProductId: null,
      categoryId: null,
      activityId: null,
    },
    labels: { diseaseGroup: null, competitiveProduct: null },
    parentId: null,
    quotedId: null,
    counts: { likes: 1, same: 0, more: 0, comments: 0, retweets: 0 },
    isRead: id !== 1,
    myReactions: [],
    selfCheck: [],
    rejectionReason: null,
    createdAt: '2026-11-20T00:00:00.000Z',
    updatedAt: '2026-11-20T00:00:00.000Z',
    submittedAt: '2026-11-20T00:00:00.000Z',
    publishedAt: '2026-11-20T00:00:00.000Z',
  };
}

const page = (data: Post[]): PostListResponse => ({
  data,
  total: data.length,
  totalIsLowerBound: false,
  limit: 20,
  offset: 0,
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={initI18n('ja')}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PostListView
            list="comments"
            params={{ kind: 'reply' }}
            empty={{ icon: <ForumOutlined />, title: 'まだコメントがありません' }}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('PostListView: loading, empty, error with retry, and the list', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('IntersectionObserver', NoIntersections);
  });
  afterEach(() => {
    // Unmounted before the stubs go: the list draws in interruptible passes (issue 40), and a
    // pass still to come would otherwise meet a jsdom without IntersectionObserver.
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    listPreferencesStore.reset();
  });

  it('shows a skeleton while loading, then the posts with an unread mark', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderList();
    expect(screen.getByRole('status', { name: '読み込んでいます' })).toBeTruthy();
    answer(json(page([post(1), post(2)])));
    expect(await screen.findByText('観察 1')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getAllByText('未読')).toHaveLength(1);
    expect(screen.getByText('2件')).toBeTruthy();
    const url = new URL(fetchMock.mock.calls[0]![0] as string, 'http://localhost');
    expect(url.pathname).toBe('/api/posts');
    expect(url.searchParams.get('kind')).toBe('reply');
    expect(url.searchParams.get('limit')).toBe('20');
  });

  it('shows the empty state when there is nothing, and a search-specific one when searching', async () => {
    fetchMock.mockResolvedValueOnce(json(page([])));
    renderList();
    expect(await screen.findByText('まだコメントがありません')).toBeTruthy();
    cleanup();
    listPreferencesStore.update('comments', { keyword: '存在しない語' });
    fetchMock.mockResolvedValueOnce(json(page([])));
    renderList();
    expect(await screen.findByText('一致する投稿がありません')).toBeTruthy();
    const url = new URL(fetchMock.mock.calls[1]![0] as string, 'http://localhost');
    expect(url.searchParams.get('keyword')).toBe('存在しない語');
  });

  it('shows an error with a retry that loads again', async () => {
    fetchMock.mockResolvedValueOnce(json({ error: { code: 'internal', message: 'x' } }, 500));
    renderList();
    const retry = await screen.findByRole('button', { name: '再試行' });
    expect(screen.getByRole('alert').textContent).toContain('読み込めませんでした。');
    fetchMock.mockResolvedValueOnce(json(page([post(3)])));
    fireEvent.click(retry);
    expect(await screen.findByText('観察 3')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
