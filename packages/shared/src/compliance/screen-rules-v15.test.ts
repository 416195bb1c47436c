import { describe, expect, it } from 'vitest';
import { findingTypes } from './screen-test-support.ts';

/*
 * Rules v15 (issue 43, round 9): what round 8's three sets showed, each kind written here in other
 * words than the sets', so that a rule fitted to one sentence fails.
 */

describe('events told in ways round 8 showed', () => {
  it.each([
    [
      'a drug level up by an arrow',
      'TDMでフェニトイン血中濃度 15→31に上昇、ふらつきありとのこと。',
    ],
    ['a value out of range alone', '利尿薬の追加後、K 6.3で再検査の予定。'],
    ['a low sugar by its number', 'インスリン増量の翌朝、BS 45で補食したと家族。'],
    ['a course deferred for a count', 'C4D1、血小板 4万のため投与延期。'],
    ['an infusion run too fast', '30分で投与すべきところ5分で全量入ってしまった。'],
    ['the wrong diluent', '5%ブドウ糖で溶解するところを生食で溶解して投与していた。'],
    ['a renal dose not adjusted', 'eGFR 20の方に通常量が処方され、そのまま調剤されていた。'],
    ['a stop not carried out', '内視鏡の前に抗血小板薬が休薬されておらず、検査が中止になった。'],
    ['a dose on an old weight', '半年前の体重で計算しており、3割ほど多く投与されていた。'],
    ["an adult's dose for a child", '体重10キロの子に大人の量の坐薬が処方されていた。'],
    ["another child's medicine", '学童保育で預かった薬を別の子に飲ませてしまったそうだ。'],
    ['a vaccine other than planned', '予定とは違うワクチンを接種していたと小児科から連絡。'],
    ['an injection into a thumb', 'ペンを逆さに持って親指に打ってしまったとのこと。'],
    ['a mix that clouded', '同一ルートで側管から入れたらライン内に結晶が析出した。'],
    ['an infection that made a stop', '帯状疱疹を繰り返しているため、JAK阻害薬は休薬中。'],
    ['excited after a syrup', '咳止めシロップを飲んだら興奮して眠らなかったと母親。'],
    ['deferred for counts (English)', 'Cycle 5 held: neutrophils 0.8 this morning.'],
    ["another patient's dose (English)", "The night nurse gave Bed 4 the other patient's insulin."],
    [
      'the wrong rate (English)',
      'The second bag was run at the full rate instead of the test rate.',
    ],
    [
      'stopped after falls (English)',
      'They stopped the sleeping tablet after three falls in a fortnight.',
    ],
    [
      'a value from and to (English)',
      'Creatinine went from 80 to 190 within a week of the new tablet.',
    ],
  ])('%s: %s', (_kind, text) => {
    expect(findingTypes(text)).toContain('adverseEvent');
  });
});

describe('names written in ways round 8 showed', () => {
  it.each([
    ['a midwife clinic', 'ひだまり助産院で母乳外来の話を伺った。'],
    ['a clinic with two departments', 'あおば内科・循環器科の受付で資料をお渡しした。'],
    ['a clinic on a named street', '桜並木通りクリニックに新規訪問。'],
    ["a child's given name", 'ゆいちゃんのお父さんが薬局で吸入器の使い方を聞いていた。'],
    ['an infant by months', '生後4か月の男の子の母親から相談があったと保健師。'],
    ["an office's head by name", '総務課の小野寺係長と駐車場の件で打合せ。'],
    ['a care home in lower case', 'Maple Court care home asked for more leaflets.'],
  ])('%s: %s', (_kind, text) => {
    expect(findingTypes(text)).toContain('identifier');
  });
});

describe('clean sentences round 8 showed flagged, and their near neighbours', () => {
  it.each([
    ['an office itself', '来月、医療安全室長にご挨拶の予定。'],
    ['a family word with ちゃん', 'おばあちゃんが孫と一緒に来局していたとのこと。'],
    [
      'swelling gone down as hoped',
      '投与を続けている方、関節の腫れが引いて満足されているとのこと。',
    ],
    ['planning a pregnancy', '妊娠を希望している方への説明資料がほしいと薬局。'],
    ['a rule about crushing', 'Reminded the ward that the MR tablets must not be crushed.'],
    ['a drug form, not the emergency room', 'The ER capsule is now on the formulary.'],
    ['a commercial, not a drug', 'テレビCMの放映スケジュールを共有した。'],
  ])('%s: %s', (_kind, text) => {
    expect(findingTypes(text)).toEqual([]);
  });
});

describe('what a review of v15 found (v16)', () => {
  it.each([
    [
      'planning, then found pregnant',
      '妊娠を希望していた方だが、バルプロ酸を飲んだまま妊娠8週と判明したと薬局から連絡。',
    ],
    [
      'an improvement, then a fall',
      '痛みがなくなったと喜んでいたが、血小板が3万まで下がっていたそう。',
    ],
    [
      'better, but',
      'Her HbA1c came down nicely since starting the weekly jab, but she has lost 9 kg and can barely eat.',
    ],
    [
      'a hypothetical that found something',
      '仮に腎機能が悪い場合の用量を聞かれて調べたら、その方はCCr 20なのに通常量で処方されていた。',
    ],
    [
      'back from the ICU',
      'He only came back to the ward from the ICU on Friday; the team blame the new antiepileptic.',
    ],
    ['ER visits', 'She went onto the ER capsules in May and has had two ER visits since.'],
    ['3割 in an error', '体重の入力ミスで、3割くらい多く投与されていた。'],
    [
      'a rate that ran double',
      'The drip ran at double the rate overnight and she went into fluid overload.',
    ],
    ['INR over ten', 'Nurse mentioned her INR >10 this morning.'],
  ])('an event: %s', (_kind, text) => {
    expect(findingTypes(text)).toContain('adverseEvent');
  });

  it.each([
    ['a glucose threshold asked about', 'BS 40台でも無自覚の方がいるのかと先生が気にされていた。'],
    ['meters by the forty', '血糖測定器を40台まとめて導入したい。'],
    ['a time to measure', '血糖は15分後に再検してくださいと指導した。'],
    ['a differential share', '好中球65%、特に変わりなし。'],
    ['a normal platelet count in 万', '定期採血でPlt 25万、特に変わりなしと先生。'],
    ['a test repeated', 'The haematology team repeat platelets 2 weeks after each cycle.'],
    ['a cut-off', 'Their cut-off for G-CSF is an ANC 0.5, she said.'],
    ['a meeting postponed', 'K先生の都合で面談は来週に延期。'],
    ['a device renewal postponed', '血圧計の更新は予算不足で来年度に延期。'],
    ['a lending period extended', '血圧計の貸出期間を2週間延長した。'],
    ['a trough target', 'バンコマイシンはトラフ値が20を超えないように投与設計している。'],
    ['a count of packs', 'Potassium binder uptake went from 40 to 65 packs a month in the region.'],
    ['a stable value', 'Creatinine went from 78 to 82 over the year, which he called stable.'],
    [
      'a meeting postponed (English)',
      'The launch meeting was postponed because the pharmacy stock count overran.',
    ],
    [
      'the fall season',
      'The formulary review was held after the fall conference season, as usual.',
    ],
    [
      'about to do rounds',
      'ちょうど先生が回診するところだったので、投与スケジュール表だけお渡しした。',
    ],
    ['children dosed by weight', '小児は体重で計算するので、錠剤を割ることが多いと薬剤師。'],
    ["an adult's dose allowed", '15歳以上は大人の量で出せるので、中高生の処方が伸びている。'],
    ['deliveries split', '4回分を2回に分けて納品してもらうことにした。'],
    [
      'a pen that cannot go in backwards',
      '新しいペン型は逆向きに刺さらない構造で、看護師から好評。',
    ],
    ['a compatibility question', 'A剤とB剤を混注すると白濁するのか、先生が気にしていた。'],
    [
      'a dosing rule',
      'Loading dose is calculated on actual body weight, not ideal weight, for this antibiotic.',
    ],
    [
      'a vaccine and a drug named',
      '帯状疱疹ワクチンの接種時にMTXを休薬するかどうかは先生によって違う。',
    ],
    ['a box easy to use', 'リニューアルで箱の色が濃くなり、薬局で使いやすいと好評。'],
    ['a cap that came off easily, improved', 'ペンのキャップが外れやすい点は改良された。'],
    ['an office, not a name', '用度課長に見積書を提出した。'],
    ['ちゃんと', '先生、まだちゃんと資料を読めていないそうです。'],
    ['as planned', '予定通りクリニックに伺い、資料をお渡しした。'],
    ['a care home in general', 'Another care home asked for the leaflet on thickened fluids.'],
  ])('not an event nor a name: %s', (_kind, text) => {
    expect(findingTypes(text)).toEqual([]);
  });

  it.each([
    ['ゆいちゃんママから吸入器の相談。'],
    ['Greenhill Villa care home asked for a price list.'],
  ])('a name: %s', (text) => {
    expect(findingTypes(text)).toContain('identifier');
  });
});
