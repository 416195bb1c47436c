import type { BusinessUnit } from '@kizuki/shared';

/** [code, Japanese, English, disease-group codes (none: all)] */
export type Entry = [string, string, string, string[]?];

export interface UnitData {
  diseaseGroups: Record<string, [string, string]>;
  occupations: Entry[];
  diseases: Entry[];
  productGroups: Entry[];
  competitiveProducts: Entry[];
}

/** Real disease names, real drug classes and real competitors' products of each therapy area. */
export const UNITS: Record<BusinessUnit, UnitData> = {
  cimgibu: {
    diseaseGroups: {
      IBD: ['炎症性腸疾患', 'Inflammatory bowel disease'],
      SBS: ['短腸症候群', 'Short bowel syndrome'],
      TCB: ['酸関連疾患', 'Acid-related disorders'],
    },
    occupations: [
      ['gastroenterologist', '消化器内科医', 'Gastroenterologist'],
      ['gi-surgeon', '消化器外科医', 'GI surgeon'],
      ['ibd-specialist', 'IBD専門医', 'IBD specialist'],
      ['gp', '一般内科医', 'General practitioner'],
      ['hospital-pharmacist', '病院薬剤師', 'Hospital pharmacist'],
    ],
    diseases: [
      ['uc', '潰瘍性大腸炎', 'Ulcerative colitis', ['IBD']],
      ['cd', 'クローン病', "Crohn's disease", ['IBD']],
      ['sbs-if', '短腸症候群（腸管不全）', 'Short bowel syndrome with intestinal failure', ['SBS']],
      ['re', '逆流性食道炎', 'Reflux esophagitis', ['TCB']],
      ['gu', '胃潰瘍・十二指腸潰瘍', 'Gastric or duodenal ulcer', ['TCB']],
      ['hp', 'ヘリコバクター・ピロリ除菌', 'H. pylori eradication', ['TCB']],
    ],
    productGroups: [
      ['anti-tnf', '抗TNFα抗体', 'Anti-TNFα antibody', ['IBD']],
      ['anti-il23', '抗IL-12/23・IL-23抗体', 'Anti-IL-12/23 or IL-23 antibody', ['IBD']],
      ['jak', 'JAK阻害薬', 'JAK inhibitor', ['IBD']],
      ['s1p', 'S1P受容体調節薬', 'S1P receptor modulator', ['IBD']],
      ['5asa', '5-ASA製剤', '5-ASA', ['IBD']],
      ['glp2', 'GLP-2アナログ', 'GLP-2 analogue', ['SBS']],
      ['ppi', 'プロトンポンプ阻害薬', 'Proton pump inhibitor', ['TCB']],
      [
        'pcab',
        'カリウムイオン競合型アシッドブロッカー',
        'Potassium-competitive acid blocker',
        ['TCB'],
      ],
    ],
    competitiveProducts: [
      ['humira', 'ヒュミラ（アダリムマブ）', 'Humira (adalimumab)', ['IBD']],
      ['remicade', 'レミケード（インフリキシマブ）', 'Remicade (infliximab)', ['IBD']],
      ['stelara', 'ステラーラ（ウステキヌマブ）', 'Stelara (ustekinumab)', ['IBD']],
      ['skyrizi', 'スキリージ（リサンキズマブ）', 'Skyrizi (risankizumab)', ['IBD']],
      ['omvoh', 'オンボー（ミリキズマブ）', 'Omvoh (mirikizumab)', ['IBD']],
      ['rinvoq', 'リンヴォック（ウパダシチニブ）', 'Rinvoq (upadacitinib)', ['IBD']],
      ['jyseleca', 'ジセレカ（フィルゴチニブ）', 'Jyseleca (filgotinib)', ['IBD']],
      ['velsipity', 'ベルスピティ（エトラシモド）', 'Velsipity (etrasimod)', ['IBD']],
      ['glepaglutide', 'グレパグルチド（開発品）', 'Glepaglutide (investigational)', ['SBS']],
      ['apraglutide', 'アプラグルチド（開発品）', 'Apraglutide (investigational)', ['SBS']],
      ['nexium', 'ネキシウム（エソメプラゾール）', 'Nexium (esomeprazole)', ['TCB']],
      ['pariet', 'パリエット（ラベプラゾール）', 'Pariet (rabeprazole)', ['TCB']],
    ],
  },
  cimrdbu: {
    diseaseGroups: {
      RH: ['希少血液疾患', 'Rare hematology'],
      RI: ['希少免疫疾患', 'Rare immunology'],
      RM: ['希少代謝疾患', 'Rare metabolic diseases'],
      PDT: ['血漿分画製剤', 'Plasma-derived therapies'],
    },
    occupations: [
      ['hematologist', '血液内科医', 'Hematologist'],
      ['pediatrician', '小児科医', 'Pediatrician'],
      ['immunologist', '膠原病・アレルギー内科医', 'Immunologist or allergist'],
      ['dermatologist', '皮膚科医', 'Dermatologist'],
      ['neurologist', '脳神経内科医', 'Neurologist'],
    ],
    diseases: [
      ['hemophilia-a', '血友病A', 'Hemophilia A', ['RH']],
      ['hemophilia-b', '血友病B', 'Hemophilia B', ['RH']],
      ['vwd', 'フォン・ヴィレブランド病', 'Von Willebrand disease', ['RH']],
      ['hae', '遺伝性血管性浮腫', 'Hereditary angioedema', ['RI']],
      ['pid', '原発性免疫不全症候群', 'Primary immunodeficiency', ['RI', 'PDT']],
      ['fabry', 'ファブリー病', 'Fabry disease', ['RM']],
      ['gaucher', 'ゴーシェ病', 'Gaucher disease', ['RM']],
      ['mps2', 'ムコ多糖症II型', 'Mucopolysaccharidosis type II', ['RM']],
      ['cidp', '慢性炎症性脱髄性多発神経炎', 'CIDP', ['PDT']],
    ],
    productGroups: [
      ['factor-viii', '第VIII因子製剤', 'Factor VIII concentrate', ['RH']],
      ['bispecific', '二重特異性抗体', 'Bispecific antibody', ['RH']],
      ['kallikrein', '血漿カリクレイン阻害薬', 'Plasma kallikrein inhibitor', ['RI']],
      ['c1-inh', 'C1インアクチベーター', 'C1 esterase inhibitor', ['RI']],
      ['ert', '酵素補充療法', 'Enzyme replacement therapy', ['RM']],
      ['chaperone', 'シャペロン療法', 'Chaperone therapy', ['RM']],
      ['ig', '免疫グロブリン製剤', 'Immunoglobulin', ['PDT', 'RI']],
    ],
    competitiveProducts: [
      ['hemlibra', 'ヘムライブラ（エミシズマブ）', 'Hemlibra (emicizumab)', ['RH']],
      [
        'altuviiio',
        'オルツビーオ（エフアネソクトコグ アルファ）',
        'Altuviiio (efanesoctocog alfa)',
        ['RH'],
      ],
      ['orladeyo', 'オラデオ（ベロトラルスタット）', 'Orladeyo (berotralstat)', ['RI']],
      ['berinert', 'ベリナートP', 'Berinert P', ['RI']],
      [
        'fabrazyme',
        'ファブラザイム（アガルシダーゼ ベータ）',
        'Fabrazyme (agalsidase beta)',
        ['RM'],
      ],
      ['galafold', 'ガラフォルド（ミガーラスタット）', 'Galafold (migalastat)', ['RM']],
      ['cerezyme', 'セレザイム（イミグルセラーゼ）', 'Cerezyme (imiglucerase)', ['RM']],
      ['izcargo', 'イズカーゴ（パビナフスプ アルファ）', 'Izcargo (pabinafusp alfa)', ['RM']],
      ['hizentra', 'ハイゼントラ', 'Hizentra', ['PDT']],
      ['venoglobulin', '献血ヴェノグロブリンIH', 'Venoglobulin IH', ['PDT']],
    ],
  },
  cimjobu: {
    diseaseGroups: {
      'CRC(VCT/FRU)': ['大腸癌', 'Colorectal cancer'],
      NIN: ['多発性骨髄腫', 'Multiple myeloma'],
      ADC: ['悪性リンパ腫', 'Lymphoma'],
      ALB: ['ALK陽性肺癌', 'ALK-positive lung cancer'],
      CAB: ['腎細胞癌・肝細胞癌', 'Renal and hepatocellular carcinoma'],
      ZEJ: ['卵巣癌', 'Ovarian cancer'],
    },
    occupations: [
      ['medical-oncologist', '腫瘍内科医', 'Medical oncologist'],
      ['hematologist', '血液内科医', 'Hematologist'],
      ['respiratory', '呼吸器内科医', 'Pulmonologist'],
      ['urologist', '泌尿器科医', 'Urologist'],
      ['gynecologist', '婦人科医', 'Gynecologic oncologist'],
      ['oncology-pharmacist', 'がん専門薬剤師', 'Oncology pharmacist'],
    ],
    diseases: [
      ['mcrc', '切除不能進行・再発大腸癌', 'Metastatic colorectal cancer', ['CRC(VCT/FRU)']],
      ['rrmm', '再発・難治性多発性骨髄腫', 'Relapsed or refractory multiple myeloma', ['NIN']],
      ['chl', 'ホジキンリンパ腫', 'Hodgkin lymphoma', ['ADC']],
      ['ptcl', '末梢性T細胞リンパ腫', 'Peripheral T-cell lymphoma', ['ADC']],
      ['alk-nsclc', 'ALK融合遺伝子陽性非小細胞肺癌', 'ALK-positive NSCLC', ['ALB']],
      ['rcc', '腎細胞癌', 'Renal cell carcinoma', ['CAB']],
      ['hcc', '肝細胞癌', 'Hepatocellular carcinoma', ['CAB']],
      ['ovarian', '卵巣癌（維持療法）', 'Ovarian cancer (maintenance)', ['ZEJ']],
    ],
    productGroups: [
      ['anti-egfr', '抗EGFR抗体', 'Anti-EGFR antibody', ['CRC(VCT/FRU)']],
      ['vegfr-tki', 'VEGFR阻害薬', 'VEGFR inhibitor', ['CRC(VCT/FRU)', 'CAB']],
      ['anti-cd38', '抗CD38抗体', 'Anti-CD38 antibody', ['NIN']],
      ['imid', '免疫調節薬', 'Immunomodulatory drug', ['NIN']],
      ['checkpoint', '免疫チェックポイント阻害薬', 'Immune checkpoint inhibitor', ['ADC', 'CAB']],
      ['alk-tki', 'ALK阻害薬', 'ALK inhibitor', ['ALB']],
      ['parp', 'PARP阻害薬', 'PARP inhibitor', ['ZEJ']],
    ],
    competitiveProducts: [
      ['erbitux', 'アービタックス（セツキシマブ）', 'Erbitux (cetuximab)', ['CRC(VCT/FRU)']],
      [
        'lonsurf',
        'ロンサーフ（トリフルリジン・チピラシル）',
        'Lonsurf (trifluridine/tipiracil)',
        ['CRC(VCT/FRU)'],
      ],
      ['stivarga', 'スチバーガ（レゴラフェニブ）', 'Stivarga (regorafenib)', ['CRC(VCT/FRU)']],
      ['darzquro', 'ダラキューロ（ダラツムマブ）', 'Darzquro (daratumumab)', ['NIN']],
      ['kyprolis', 'カイプロリス（カルフィルゾミブ）', 'Kyprolis (carfilzomib)', ['NIN']],
      ['keytruda', 'キイトルーダ（ペムブロリズマブ）', 'Keytruda (pembrolizumab)', ['ADC', 'CAB']],
      ['opdivo', 'オプジーボ（ニボルマブ）', 'Opdivo (nivolumab)', ['ADC', 'CAB']],
      ['alecensa', 'アレセンサ（アレクチニブ）', 'Alecensa (alectinib)', ['ALB']],
      ['lorbrena', 'ローブレナ（ロルラチニブ）', 'Lorbrena (lorlatinib)', ['ALB']],
      ['lenvima', 'レンビマ（レンバチニブ）', 'Lenvima (lenvatinib)', ['CAB']],
      ['inlyta', 'インライタ（アキシチニブ）', 'Inlyta (axitinib)', ['CAB']],
      ['lynparza', 'リムパーザ（オラパリブ）', 'Lynparza (olaparib)', ['ZEJ']],
    ],
  },
  cimjpbu1: {
    diseaseGroups: {
      TCB: ['酸関連疾患', 'Acid-related disorders'],
      Vaccine: ['ワクチン', 'Vaccines'],
    },
    occupations: [
      ['internist', '内科医（開業医）', 'Internist (practice owner)'],
      ['pediatrician', '小児科医', 'Pediatrician'],
      // Vaccine-only segments: choosing TCB does not list them (SPEC.md section 2).
      ['travel-clinic', 'トラベルクリニック医師', 'Travel medicine physician', ['Vaccine']],
      ['public-health', '自治体・保健所担当者', 'Local public-health officer', ['Vaccine']],
    ],
    diseases: [
      ['re', '逆流性食道炎', 'Reflux esophagitis', ['TCB']],
      ['nsaid-ulcer', 'NSAIDs潰瘍の再発抑制', 'NSAID ulcer recurrence prevention', ['TCB']],
      ['herpes-zoster', '帯状疱疹', 'Herpes zoster', ['Vaccine']],
      ['pneumococcal', '肺炎球菌感染症', 'Pneumococcal disease', ['Vaccine']],
      ['influenza', 'インフルエンザ', 'Influenza', ['Vaccine']],
      ['meningococcal', '髄膜炎菌感染症', 'Meningococcal disease', ['Vaccine']],
    ],
    productGroups: [
      ['ppi', 'プロトンポンプ阻害薬', 'Proton pump inhibitor', ['TCB']],
      ['h2', 'H2受容体拮抗薬', 'H2 receptor antagonist', ['TCB']],
      ['recombinant', '組換えワクチン', 'Recombinant vaccine', ['Vaccine']],
      ['conjugate', '結合型ワクチン', 'Conjugate vaccine', ['Vaccine']],
    ],
    competitiveProducts: [
      ['nexium', 'ネキシウム（エソメプラゾール）', 'Nexium (esomeprazole)', ['TCB']],
      ['pariet', 'パリエット（ラベプラゾール）', 'Pariet (rabeprazole)', ['TCB']],
      ['shingrix', 'シングリックス', 'Shingrix', ['Vaccine']],
      ['prevenar20', 'プレベナー20', 'Prevenar 20', ['Vaccine']],
      ['vaxneuvance', 'バクニュバンス', 'Vaxneuvance', ['Vaccine']],
      ['menquadfi', 'メンクアッドフィ', 'MenQuadfi', ['Vaccine']],
    ],
  },
};
