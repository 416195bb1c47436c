import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfCheckItems, type Classification } from '@kizuki/shared';
import { validClassification } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/posts/similar', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const gi = await validClassification(t.database.db, 'cimgibu');
    const onc = await validClassification(t.database.db, 'cimjobu');
    const write = async (
      email: string,
      body: string,
      classification: Classification,
      submit = true,
    ) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/posts',
        headers: await t.authAs(email),
        payload: { body, classification, selfCheck: selfCheckItems('post'), submit },
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as number;
    };
    ids.humira = await write(
      'hq@cimgibu.example.com',
      '大学病院でヒュミラのバイオシミラーが採用された。',
      gi,
    );
    ids.nexium = await write(
      'hq@cimgibu.example.com',
      'クリニックでネキシウムの処方が増えている。',
      gi,
    );
    ids.english = await write(
      'pmo-approver@cimgibu.example.com',
      'Humira biosimilar adopted at a university hospital.',
      gi,
    );
    ids.foreign = await write(
      'hq@cimjobu.example.com',
      '大学病院でヒュミラのバイオシミラーが採用された。',
      onc,
    );
    ids.draft = await write(
      'hq@cimgibu.example.com',
      'ヒュミラのバイオシミラーが採用された（下書き）',
      gi,
      false,
    );
  });
  afterAll(() => t.close());

  const similar = async (text: string) => {
    const response = await t.app.inject({
      url: `/api/posts/similar?text=${encodeURIComponent(text)}`,
      headers: await t.authAs('mr@cimgibu.example.com'),
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data as { id: number }[]).map((post) => post.id);
  };

  it('finds the most similar Japanese post first, only published posts of the own unit', async () => {
    const found = await similar('ヒュミラのバイオシミラー採用');
    expect(found[0]).toBe(ids.humira);
    expect(found).not.toContain(ids.foreign);
    expect(found).not.toContain(ids.draft);
  });

  it('finds English text, and full-width letters match half-width ones', async () => {
    expect((await similar('biosimilar adopted'))[0]).toBe(ids.english);
    expect(await similar('ＨＵＭＩＲＡ　ＢＩＯＳＩＭＩＬＡＲ')).toContain(ids.english);
  });

  it('answers an empty list when nothing is alike, and 400 for an empty text', async () => {
    expect(await similar('血友病')).toEqual([]);
    const response = await t.app.inject({
      url: '/api/posts/similar?text=',
      headers: await t.authAs('mr@cimgibu.example.com'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('querystring.text');
  });
});
