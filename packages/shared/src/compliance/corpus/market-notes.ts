import type { Row } from './types.ts';

/**
 * Market observations as the demo data writes them (apps/server/src/db/demo/demo-observations.ts,
 * each with its first place and a product), and the anonymisation they rely on: an institution
 * written as a letter or ○○ (A大学病院, 某クリニック) with a department or a role names nobody,
 * while an invented real-looking name (城南大学病院) still does. These sentences showed that rules v2
 * flagged half of the demo's Japanese posts (the institution rule, 再発・難治性, 遺伝性血管性浮腫,
 * 処方箋が増えた); rules v3 were corrected against them, so they are part of the main corpus.
 */
export const MARKET_NOTES: readonly Row[] = [
  [
    'A大学病院の消化器内科で、他社MRがウパダシチニブの潰瘍性大腸炎に対する52週の維持データを説明していた。',
    '',
    'market-ja',
  ],
  [
    'E市民病院の消化器内科医から、クローン病の二次治療でウステキヌマブを選ぶ例が増えているとの発言があった。',
    '',
    'market-ja',
  ],
  [
    'F記念病院の薬剤部で、アダリムマブのバイオシミラーへの切替が薬事委員会の議題に上がったと聞いた。',
    '',
    'market-ja',
  ],
  [
    'P地区の研究会のランチョンセミナーでリサンキズマブのクローン病データが紹介され、内視鏡的改善率が強調されていた。',
    '',
    'market-ja',
  ],
  [
    'B大学病院の外来で、アダリムマブの自己注射指導に使う看護師向け資材が新しい版に替わっていた。',
    '',
    'market-ja',
  ],
  [
    'A gastroenterologist at L clinic said the competitor now sends a monthly e-mail on upadacitinib in ulcerative colitis.',
    '',
    'market-en',
  ],
  [
    'M薬局の薬剤師によると、近隣の病院からエトラシモドの処方箋が先月から増えている。',
    '',
    'market-ja',
  ],
  [
    'B大学病院の消化器外科で、開発品アプラグルチドの第3相試験の結果について他社が勉強会を開いていた。',
    '',
    'market-ja',
  ],
  [
    'F記念病院の栄養サポートチームの勉強会で在宅静脈栄養の負担が話題になり、開発品グレパグルチドの海外データに関心が集まっていた。',
    '',
    'market-ja',
  ],
  [
    'Jクリニックの内科医から、逆流性食道炎の維持療法でラベプラゾールの処方を続けているとの発言があった。',
    '',
    'market-ja',
  ],
  [
    'E市民病院担当の卸MSから、エソメプラゾールは後発品への切替が進み、先発品の納入量が減っていると聞いた。',
    '',
    'market-ja',
  ],
  [
    'F記念病院の院内勉強会で、ピロリ菌の一次除菌レジメンにおけるラベプラゾールの位置づけが議論されていた。',
    '',
    'market-ja',
  ],
  [
    'Pharmacists at G hospital said the formulary committee will review rabeprazole against generic PPIs next month.',
    '',
    'market-en',
  ],
  [
    'A大学病院の血液内科で、血友病Aの定期補充療法をエミシズマブへ切り替える相談が増えていると聞いた。',
    '',
    'market-ja',
  ],
  [
    'E市民病院の小児科向け勉強会で、エフアネソクトコグ アルファの小児における年間出血率のデータが紹介されていた。',
    '',
    'market-ja',
  ],
  [
    'C医科大学附属病院で、エミシズマブの在宅自己注射を支援する看護師向けプログラムの案内が配られていた。',
    '',
    'market-ja',
  ],
  [
    'At the P district study group, the competitor’s booth presented real-world data on emicizumab and joint health in haemophilia A.',
    '',
    'market-en',
  ],
  [
    'B大学病院の皮膚科の勉強会で遺伝性血管性浮腫の診断の遅れが話題になり、ベロトラルスタットの位置づけが説明された。',
    '',
    'market-ja',
  ],
  [
    'F記念病院の膠原病内科医から、遺伝性血管性浮腫の長期予防でベリナートPを使う例が増えたとの発言があった。',
    '',
    'market-ja',
  ],
  [
    'M薬局ではベロトラルスタットを常備するようになったとのこと。近隣の専門施設からの処方があるため。',
    '',
    'market-ja',
  ],
  [
    'At the Q prefecture regional meeting, a sponsored symposium compared on-demand treatment and long-term prophylaxis with berotralstat.',
    '',
    'market-en',
  ],
  [
    'C医科大学附属病院の腎臓内科で、他社MRがファブリー病におけるミガーラスタットの腎機能推移のデータを説明していた。',
    '',
    'market-ja',
  ],
  [
    'A大学病院の小児科で、イミグルセラーゼの在宅点滴を支援するプログラムの案内があった。',
    '',
    'market-ja',
  ],
  [
    'Q県の地方会で、ムコ多糖症II型の中枢神経症状に対するパビナフスプ アルファのデータが紹介され、質疑が続いた。',
    '',
    'market-ja',
  ],
  [
    'F記念病院の脳神経内科で、CIDPの維持療法における献血ヴェノグロブリンIHの投与間隔について他社MRが説明していた。',
    '',
    'market-ja',
  ],
  [
    'D総合病院担当の卸MSによると、ハイゼントラの供給は前四半期の出荷調整の後、安定している。',
    '',
    'market-ja',
  ],
  [
    'Paediatricians at university hospital B mentioned a new home-infusion support service for Hizentra in primary immunodeficiency.',
    '',
    'market-en',
  ],
  [
    'A大学病院の腫瘍内科の勉強会で、大腸癌の三次治療以降におけるトリフルリジン・チピラシルの使い方が議論されていた。',
    '',
    'market-ja',
  ],
  [
    'E市民病院のがん専門薬剤師向けに、他社MRがレゴラフェニブの皮膚症状への対策資材を配布していた。',
    '',
    'market-ja',
  ],
  [
    'At the R district medical association meeting, combination data for trifluridine/tipiracil in metastatic colorectal cancer drew many questions.',
    '',
    'market-en',
  ],
  [
    'D総合病院担当の卸MSによると、トリフルリジン・チピラシルの納入が前年同期より増えている。',
    '',
    'market-ja',
  ],
  [
    'B大学病院の血液内科医から、再発・難治性多発性骨髄腫でダラツムマブを含むレジメンが増えているとの発言があった。',
    '',
    'market-ja',
  ],
  [
    'F記念病院の外来化学療法室で、ダラツムマブ皮下注の投与手順を説明する看護師向け説明会が開かれていた。',
    '',
    'market-ja',
  ],
  [
    'At the P district study group, the competitor’s sponsored seminar focused on carfilzomib-based triplets after lenalidomide.',
    '',
    'market-en',
  ],
  [
    'E市民病院の研究会で、再発・難治性ホジキンリンパ腫におけるニボルマブの長期追跡データが紹介された。',
    '',
    'market-ja',
  ],
  [
    'C医科大学附属病院の呼吸器内科で、ALK陽性肺癌の脳転移例に対するアレクチニブのデータが紹介され、関心が高かった。',
    '',
    'market-ja',
  ],
  [
    'Pharmacists at D general hospital noted that the manufacturer updated its dose-modification guide for alectinib.',
    '',
    'market-en',
  ],
  [
    'E市民病院の泌尿器科の研究会で、腎細胞癌一次治療の併用療法としてアキシチニブを含むレジメンの使い分けが話題になった。',
    '',
    'market-ja',
  ],
  [
    'C医科大学附属病院では、肝細胞癌の一次治療でレンバチニブを選ぶ例が増えているとの発言があった。',
    '',
    'market-ja',
  ],
  [
    'A大学病院の婦人科腫瘍の勉強会で、卵巣癌維持療法におけるオラパリブの全生存期間のデータに質問が集まった。',
    '',
    'market-ja',
  ],
  [
    'N薬局の薬剤師から、オラパリブの院外処方が増え、在庫を持つようになったと聞いた。',
    '',
    'market-ja',
  ],
  [
    'Jクリニックの内科医から、逆流性食道炎の維持療法でエソメプラゾールを長期処方している患者が多いとの発言があった。',
    '',
    'market-ja',
  ],
  [
    'E市民病院の地域連携の会で、NSAIDs潰瘍の再発抑制におけるエソメプラゾールのデータを他社MRが説明していた。',
    '',
    'market-ja',
  ],
  [
    'O薬局の薬剤師によると、ファモチジンは後発品への切替が進み、先発品の調剤はわずかになった。',
    '',
    'market-ja',
  ],
  [
    'An internist at J clinic said the competitor now runs a monthly e-mail series on long-term esomeprazole therapy.',
    '',
    'market-en',
  ],
  [
    'K内科医院で、シングリックスの接種費用に対する自治体助成の一覧表を他社の担当者が配布していた。',
    '',
    'market-ja',
  ],
  [
    'R地区の医師会の勉強会で保健所の担当者から、帯状疱疹ワクチンの定期接種化に伴うシングリックスの接種体制について説明があった。',
    '',
    'market-ja',
  ],
  [
    'Jクリニックの内科医から、高齢者の肺炎球菌ワクチンでプレベナー20を選ぶ例が増えているとの発言があった。',
    '',
    'market-ja',
  ],
  [
    'Q県の地方会で、小児の定期接種におけるバクニュバンスの同時接種スケジュールが説明されていた。',
    '',
    'market-ja',
  ],
  [
    'Lクリニックのトラベルクリニックで、留学前のメンクアッドフィ接種の問い合わせが増えているとのこと。',
    '',
    'market-ja',
  ],
  [
    'Jクリニック担当の卸MSによると、接種シーズンを前にプレベナー20の納入が前倒しになっている。',
    '',
    'market-ja',
  ],
  [
    'Paediatric practices around K medical practice received reminder leaflets on Prevenar 20 catch-up schedules from the competitor.',
    '',
    'market-en',
  ],
  [
    'F記念病院の外来に、シングリックスの2回目の接種を忘れないよう案内する患者向けカードが置かれていた。',
    '',
    'market-ja',
  ],
  [
    'A travel medicine physician at J clinic asked about MenQuadfi booster data for students going abroad.',
    '',
    'market-en',
  ],
  ['Q県の地方会で、シングリックスの長期の発症予防効果のデータが紹介された。', '', 'market-ja'],
  ['K内科医院の内科医から、高齢者の肺炎球菌ワクチンを選ぶ基準を聞いた。', '', 'anonymised'],
  ['○○病院の循環器内科で、競合品の新しい用量の説明会が開かれていた。', '', 'anonymised'],
  ['某大学病院の呼吸器内科医から、吸入薬の切替が増えているとの話があった。', '', 'anonymised'],
  ['X総合病院の薬剤部で、後発品の採用が議題になったと聞いた。', '', 'anonymised'],
  ['Ａ大学病院の腎臓内科で、他社MRが長期データを説明していた。', '', 'anonymised'],
  ['K医院の院長から、オンライン面談の希望が増えていると聞いた。', '', 'anonymised'],
  ['B薬局の管理薬剤師によると、競合品の在庫が不足気味だ。', '', 'anonymised'],
  ['××クリニックの看護師向けに、他社が自己注射の説明資材を配っていた。', '', 'anonymised'],
  ['Z記念病院の医局で、競合品のポスターを見かけた。', '', 'anonymised'],
  ['P市民病院の小児科で、ワクチンの接種スケジュール表が新しくなっていた。', '', 'anonymised'],
  ['ＨＳ大学附属病院の消化器内科で、新しい治療アルゴリズムが紹介された。', '', 'anonymised'],
  ['がん専門薬剤師向けの勉強会資料を他社が配布していた。', '', 'generic-role'],
  ['認定看護師向けの説明会が他社主催で開かれた。', '', 'generic-role'],
  ['病棟薬剤師から、配合変化の問い合わせが増えているとの話があった。', '', 'generic-role'],
  ['遺伝性血管性浮腫の長期予防薬について、他社が新しい資材を配布していた。', '', 'near-miss'],
  ['再発・難治性多発性骨髄腫の治療選択について学会で議論があった。', '', 'near-miss'],
  ['NSAIDs潰瘍の再発抑制に関するデータを他社MRが紹介していた。', '', 'near-miss'],
  ['再発予防の位置づけで競合品の説明が行われていた。', '', 'near-miss'],
  ['切り替えてから処方が増えたと卸から聞いた。', '', 'near-miss'],
  ['競合品に切り替えてから、採用施設が増えている。', '', 'near-miss'],
  ['オンライン面談を始めてから、訪問件数が減ったと他社MRが話していた。', '', 'near-miss'],
  ['処方箋の枚数が先月から増えていると薬局で聞いた。', '', 'near-miss'],
  [
    'At hospital B, the pharmacy team said biosimilar switching was on the committee agenda.',
    '',
    'anonymised',
  ],
  [
    'A rep from another company presented relapsed/refractory myeloma data at the meeting.',
    '',
    'near-miss',
  ],
  ['城南大学病院の消化器内科で、他社MRが長期データを説明していた。', 'id', 'named-institution'],
  ['みどり台クリニックの院長から、処方の傾向を聞いた。', 'id', 'named-institution'],
  ['桜川総合病院の薬剤部で、採用品の見直しが始まった。', 'id', 'named-institution'],
  ['ABC病院の外科部長によると、術後の鎮痛薬を見直しているそうだ。', 'id', 'named-institution'],
  ['切り替えてから患者のめまいが増えた。', 'ae', 'after-use'],
  ['服用中に血管性浮腫が出た患者がいたと聞いた。', 'ae', 'symptom'],
  ['治療を続けていたが再発したと主治医が話していた。', 'ae', 'no-effect'],
];
