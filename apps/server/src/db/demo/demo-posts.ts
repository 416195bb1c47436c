import { eq, sql } from 'drizzle-orm';
import {
  BUSINESS_UNITS,
  selfCheckItems,
  wizardSteps,
  COLLECTION_OF,
  type BusinessUnit,
  type Collection,
} from '@kizuki/shared';
import { classificationColumns } from '../../modules/posts/posts.repository.ts';
import type { Database } from '../database.ts';
import { masterItemDiseaseGroups, masterItems, posts, users } from '../schema.ts';
import { seedDemoWork } from './demo-work.ts';

/**
 * Field observations as a medical representative would write them: facts about competitors and the
 * market, no names of people or institutions. `{product}` is filled with a competitive product of
 * the post's disease group.
 */
export const OBSERVATIONS: Record<BusinessUnit, string[]> = {
  cimgibu: [
    '{product}の担当MRが、大学病院の消化器内科で新しい患者向け冊子を配布していた。寛解維持の重要性を強調する内容。',
    '地域の基幹病院で{product}が院内採用された。薬事委員会では投与間隔の長さが評価されたとのこと。',
    '学会の共催セミナーで{product}の長期データが紹介され、立ち見が出るほどの参加者だった。',
    '{product}の自己注射指導について、看護師向けの説明会が他社主催で開かれていた。',
    'At a regional IBD study group, speakers discussed switching to {product} after loss of response.',
    '{product}の後発品・バイオシミラーの切替について、病院薬剤部で検討が始まっているとの話を聞いた。',
    'クリニックの医師から、{product}の処方が先月から増えているとの発言があった。',
    'The competitor launched a web seminar series on {product} for community gastroenterologists.',
    '{product}のMRが、クローン病の術後再発予防に関するデータを持参して訪問していた。',
    '保険薬局で{product}の在庫を増やしたとの話。近隣の病院で処方が増えているため。',
    'Hospital pharmacists mentioned that {product} is now on the regional formulary draft.',
    '{product}について、投与時間を短縮した点を強調するプロモーション資材が使われていた。',
  ],
  cimrdbu: [
    '血友病センターで{product}への切替相談が増えているとの話を血液内科医から聞いた。',
    '{product}の患者会向けセミナーが週末に開催され、オンライン参加者も多かった。',
    'The competitor presented real-world data for {product} at a national hematology meeting.',
    '小児科で{product}の在宅投与の支援プログラムが紹介されていた。',
    '{product}の担当者が、定期補充療法の出血ゼロ率のデータを中心に説明していた。',
    'Several treatment centres reported that {product} supply was stable after last quarter’s delays.',
    '皮膚科の勉強会で遺伝性血管性浮腫の診断率の低さが話題になり、{product}の事例が紹介された。',
    '{product}の酵素補充療法から経口薬への切替について、専門医の間で議論が続いている。',
    'A patient support programme for {product} now offers home infusion nurses in three more regions.',
    '{product}の新しい安全性情報が他社から提供され、医療機関で説明会が行われていた。',
    '神経内科で免疫グロブリン製剤の皮下注への関心が高く、{product}の説明を求める声があった。',
    '{product}の適正使用ガイドに改訂があり、担当MRが配布して回っていた。',
  ],
  cimjobu: [
    '腫瘍内科の勉強会で{product}の後方ラインでの使い方が議論されていた。',
    '{product}の担当MRが、副作用マネジメントの資材をがん専門薬剤師向けに配布していた。',
    'At the regional oncology meeting, {product} combination data drew many questions.',
    'がん拠点病院で{product}のレジメン登録が承認されたとのこと。',
    '{product}について、外来化学療法室の看護師向けの説明会が開かれていた。',
    'The competitor is running a web symposium on {product} sequencing every month.',
    '呼吸器内科で{product}の脳転移例に関するデータが紹介され、関心が高かった。',
    '{product}の維持療法のデータについて、婦人科腫瘍医から質問が多く寄せられていた。',
    'Pharmacists noted that {product} dose-reduction guidance was updated by the manufacturer.',
    '泌尿器科の研究会で{product}との併用療法の使い分けが話題になった。',
    '{product}の患者向けアプリが紹介され、服薬記録の機能が説明されていた。',
    '肝細胞癌の治療選択で{product}を一次治療に選ぶ施設が増えているとの発言があった。',
  ],
  cimjpbu1: [
    '開業医の勉強会で{product}の接種対象年齢の拡大が話題になった。',
    '{product}の担当者が、自治体の公費助成の状況を一覧にした資材を配布していた。',
    'A local medical association hosted a {product} vaccination seminar for clinic staff.',
    '小児科クリニックで{product}の接種予約が増えているとの話を聞いた。',
    '{product}について、同時接種のスケジュールを説明する資材が使われていた。',
    'Several clinics reported a shortage of {product} doses at the start of the season.',
    '内科医から、逆流性食道炎の維持療法で{product}を継続しているとの発言があった。',
    '{product}の長期処方の安全性について、他社が勉強会を開催していた。',
    'The competitor started an e-mail campaign on {product} for pharmacists.',
    'トラベルクリニックで{product}の問い合わせが増えているとのこと。',
    '{product}の新しい剤形について、薬局から問い合わせがあったと聞いた。',
    '保健所の担当者から、{product}の定期接種化に向けた議論の状況を聞いた。',
  ],
};

export const REPLIES = [
  '当院の周辺でも同じ動きを確認しています。',
  '同じ資材を別の病院でも見かけました。',
  'We saw the same at two clinics in our area last week.',
  '薬剤部でも同様の検討が始まっているようです。',
];

/** Deterministic, so the demo looks the same on every machine. */
export function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export interface CatalogueItem {
  id: number;
  collection: Collection;
  nameJa: string;
  diseaseGroupIds: number[];
}

/** A unit's master data in wizard order, read once: the demo picks its classifications from it. */
export async function catalogueOf(db: Database, unit: BusinessUnit): Promise<CatalogueItem[]> {
  return db
    .select({
      id: masterItems.id,
      collection: masterItems.collection,
      nameJa: masterItems.nameJa,
      diseaseGroupIds: sql<
        number[]
      >`coalesce((select array_agg(l.disease_group_id) from ${masterItemDiseaseGroups} l where l.item_id = ${masterItems.id}), '{}')`,
    })
    .from(masterItems)
    .where(eq(masterItems.unit, unit))
    .orderBy(masterItems.sortOrder, masterItems.id);
}

/** The index-th item of a collection that belongs to the disease group (or to every group). */
export function pick(
  catalogue: CatalogueItem[],
  diseaseGroupId: number,
  collection: Collection,
  index: number,
) {
  const rows = catalogue.filter(
    (item) =>
      item.collection === collection &&
      (item.diseaseGroupIds.length === 0 || item.diseaseGroupIds.includes(diseaseGroupId)),
  );
  return rows.length > 0 ? rows[index % rows.length]! : null;
}

/**
 * About fifty published posts over the last weeks (twelve or so per unit, Japanese and English),
 * with a few replies and quotes, and a draft per unit: the timeline a newcomer should meet.
 */
export async function seedDemoPosts(db: Database): Promise<void> {
  const random = seeded(42);
  const now = Date.now();
  for (const unit of BUSINESS_UNITS) {
    const authors = await db.select().from(users).where(eq(users.unit, unit));
    const byRole = (role: string) => authors.find((user) => user.role === role)!;
    const writers = [byRole('mr'), byRole('pmo'), byRole('pmo-approver'), byRole('hq')];
    const catalogue = await catalogueOf(db, unit);
    const groups = catalogue.filter((item) => item.collection === 'diseaseGroups');
    const published: number[] = [];
    for (const [index, template] of OBSERVATIONS[unit].entries()) {
      const group = groups[index % groups.length]!;
      const classification: Record<string, number | null> = { diseaseGroupId: group.id };
      for (const step of wizardSteps(unit)) {
        if (step.key === 'diseaseGroup') continue;
        const item = pick(catalogue, group.id, COLLECTION_OF[step.key], index);
        classification[`${step.key}Id`] = item?.id ?? null;
      }
      const product = pick(catalogue, group.id, 'competitiveProducts', index);
      const publishedAt = new Date(
        now - Math.floor((index * 2 + random() * 2) * 24 * 60 * 60 * 1000) - 3_600_000,
      );
      const [post] = await db
        .insert(posts)
        .values({
          unit,
          authorUserId: writers[index % writers.length]!.id,
          kind: 'post',
          status: 'published',
          body: template.replace('{product}', product?.nameJa.replace(/（.*）/, '') ?? '競合品'),
          ...classification,
          selfCheck: selfCheckItems('post'),
          submittedAt: publishedAt,
          publishedAt,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
        .returning({ id: posts.id });
      published.push(post!.id);
    }
    // Replies from the field and one quote, on the newest posts.
    for (const [index, body] of REPLIES.entries()) {
      const parentId = published[index]!;
      const [parent] = await db.select().from(posts).where(eq(posts.id, parentId));
      const at = new Date(parent!.publishedAt!.getTime() + (index + 1) * 3_600_000);
      await db.insert(posts).values({
        ...classificationColumns(parent),
        unit,
        authorUserId: byRole(index % 2 === 0 ? 'rm' : 'mr-approver').id,
        kind: 'reply',
        parentId,
        status: 'published',
        body,
        selfCheck: selfCheckItems('reply'),
        submittedAt: at,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
      });
    }
    const [quoted] = await db.select().from(posts).where(eq(posts.id, published[1]!));
    const quoteAt = new Date(quoted!.publishedAt!.getTime() + 7_200_000);
    await db.insert(posts).values({
      ...classificationColumns(quoted),
      unit,
      status: 'published',
      authorUserId: byRole('hq').id,
      kind: 'quote',
      quotedId: quoted!.id,
      body: '全国の他地域でも同様の報告が続いています。各エリアで状況を共有してください。',
      selfCheck: selfCheckItems('quote'),
      submittedAt: quoteAt,
      publishedAt: quoteAt,
      createdAt: quoteAt,
      updatedAt: quoteAt,
    });
    await db.insert(posts).values({
      unit,
      authorUserId: byRole('mr').id,
      kind: 'post',
      status: 'draft',
      body: '（下書き）講演会の案内状に他社の新しいデータが記載されていた。詳細を確認中。',
      diseaseGroupId: groups[0]!.id,
      selfCheck: [],
    });
    await seedDemoWork(db, unit, published[0]!, byRole);
  }
  // The demo wrote replies and quotes directly: their posts' counters are set once, here.
  await db.execute(sql`
    update posts p set
      comment_count = (select count(*) from posts r where r.parent_id = p.id and r.kind = 'reply' and r.status = 'published'),
      quote_count = (select count(*) from posts q where q.quoted_id = p.id and q.kind = 'quote' and q.status = 'published')`);
}
