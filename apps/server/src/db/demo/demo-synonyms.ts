import type { BusinessUnit, Collection } from '@kizuki/shared';

type Synonyms = Partial<Record<Collection, Record<string, string[]>>>;

/**
 * Issue 23: other names the composer finds the demo's items by in a post's text, as an admin would
 * add them: abbreviations the field uses, generic names a brand's name does not already carry,
 * katakana and English variants. The names' own short names (outside and inside brackets) need no
 * synonym: the matcher takes them from the names.
 */
const SHARED: Synonyms = {
  categories: {
    'prescribing-trend': ['処方動向', '処方が増え', '処方が減', '切り替え', '切替', 'switching'],
    'clinical-data': ['臨床データ', 'エビデンス', '試験データ', 'clinical data', 'trial data'],
    'price-access': ['薬価', '採用', '薬事委員会', 'formulary', 'price'],
    promotion: ['プロモーション', '販促', '資材', 'promotional'],
    guideline: ['ガイドライン', '診療指針', 'guideline'],
    safety: ['安全性情報', '副作用', 'adverse event', 'safety'],
  },
  activities: {
    lecture: ['講演会', 'Web講演会', 'web seminar', 'webinar', 'lecture'],
    detailing: ['他社MR', 'MR訪問', '説明会', 'product briefing'],
    'congress-booth': [
      '学会展示',
      '共催セミナー',
      'ランチョンセミナー',
      'booth',
      'sponsored seminar',
    ],
    digital: ['メール配信', 'Webサイト', 'e-mail', 'website'],
    'patient-support': ['患者支援', '患者向け', 'patient support'],
  },
};

const UNITS: Record<BusinessUnit, Synonyms> = {
  cimgibu: {
    diseases: {
      uc: ['UC', '潰瘍性大腸炎'],
      cd: ['CD', 'クローン', 'Crohn'],
      'sbs-if': ['腸管不全', 'SBS-IF', 'intestinal failure'],
      re: ['GERD', '逆流性食道炎', 'GERD（胃食道逆流症）'],
      gu: ['胃潰瘍', '十二指腸潰瘍', 'peptic ulcer'],
      hp: ['ピロリ菌', 'ピロリ除菌', 'H. pylori', 'Helicobacter pylori'],
    },
    productGroups: {
      'anti-tnf': ['抗TNF', 'TNF阻害薬', 'anti-TNF'],
      'anti-il23': ['抗IL-23', 'IL-23', 'anti-IL-23'],
      jak: ['JAK', 'JAK inhibitors'],
      s1p: ['S1P'],
      '5asa': ['メサラジン', 'mesalazine', 'mesalamine'],
      glp2: ['GLP-2'],
      ppi: ['PPI'],
      pcab: ['P-CAB', 'PCAB'],
    },
    competitiveProducts: {
      humira: ['ADA', 'アダリムマブBS'],
      remicade: ['IFX', 'インフリキシマブBS'],
      stelara: ['UST', 'ウステキヌマブBS'],
      skyrizi: ['RZB', 'スキリージ点滴静注'],
      omvoh: ['オンボー点滴静注'],
      rinvoq: ['UPA', 'リンボック'],
      jyseleca: ['ジセレカ錠'],
      velsipity: ['ベルスピティー'],
      nexium: ['エソメプラゾールマグネシウム'],
      pariet: ['RPZ', 'ラベプラゾールNa'],
    },
  },
  cimrdbu: {
    diseases: {
      'hemophilia-a': ['血友病Ａ'],
      'hemophilia-b': ['血友病Ｂ'],
      vwd: ['VWD', 'フォンヴィレブランド病'],
      hae: ['HAE', '遺伝性血管浮腫'],
      pid: ['PID', 'PIDD', '原発性免疫不全症'],
      fabry: ['ファブリ病', 'Fabry'],
      gaucher: ['ゴーシェ', 'Gaucher'],
      mps2: ['ハンター症候群', 'Hunter syndrome', 'MPS II', 'MPS2'],
      cidp: ['慢性炎症性脱髄性多発根ニューロパチー'],
    },
    productGroups: {
      'factor-viii': ['FVIII', '第8因子製剤'],
      bispecific: ['二重特異性'],
      kallikrein: ['カリクレイン阻害薬'],
      'c1-inh': ['C1-INH'],
      ert: ['ERT'],
      chaperone: ['シャペロン'],
      ig: ['IVIG', 'SCIG', '免疫グロブリン'],
    },
    competitiveProducts: {
      hemlibra: ['ACE910', 'エミシズマブ'],
      altuviiio: ['アルツビーオ', 'efanesoctocog'],
      orladeyo: ['オラデオカプセル'],
      berinert: ['ベリナート', 'C1インヒビター'],
      fabrazyme: ['アガルシダーゼβ'],
      galafold: ['ミガラスタット'],
      cerezyme: ['イミグルセラーゼ'],
      izcargo: ['パビナフスプ'],
      hizentra: ['Hizentra', '皮下注用人免疫グロブリン'],
      venoglobulin: ['ヴェノグロブリン', 'ベノグロブリン'],
    },
  },
  cimjobu: {
    diseases: {
      mcrc: ['大腸癌', '大腸がん', 'mCRC', 'colorectal cancer'],
      rrmm: ['多発性骨髄腫', '骨髄腫', 'RRMM', 'myeloma'],
      chl: ['ホジキン', 'cHL', 'Hodgkin'],
      ptcl: ['PTCL'],
      'alk-nsclc': ['ALK陽性肺癌', 'ALK肺癌', 'ALK+ NSCLC'],
      rcc: ['RCC', '腎癌', '腎がん'],
      hcc: ['HCC', '肝癌', '肝がん'],
      ovarian: ['卵巣がん', 'ovarian cancer'],
    },
    productGroups: {
      'anti-egfr': ['抗EGFR', 'anti-EGFR'],
      'vegfr-tki': ['VEGFR-TKI'],
      'anti-cd38': ['抗CD38', 'CD38'],
      imid: ['IMiDs', 'IMiD'],
      checkpoint: ['ICI', 'PD-1', 'PD-L1', '免疫チェックポイント'],
      'alk-tki': ['ALK-TKI'],
      parp: ['PARP'],
      cytotoxic: ['代謝拮抗薬'],
      proteasome: ['プロテアソーム'],
    },
    competitiveProducts: {
      erbitux: ['Cmab', 'セツキシマブ'],
      lonsurf: ['FTD/TPI', 'TAS-102'],
      stivarga: ['レゴラフェニブ'],
      darzquro: ['DARA', 'ダラツムマブ', 'daratumumab SC'],
      kyprolis: ['CFZ', 'カルフィルゾミブ'],
      keytruda: ['ペムブロ', 'pembro', 'キートルーダ'],
      opdivo: ['ニボルマブ', 'nivo', 'オプジーボ点滴静注'],
      alecensa: ['アレクチニブ'],
      lorbrena: ['ロルラチニブ', 'lorlatinib'],
      lenvima: ['レンバチニブ'],
      inlyta: ['アキシチニブ'],
      lynparza: ['リムパーザ錠', 'olaparib'],
    },
  },
  cimjpbu1: {
    diseases: {
      re: ['GERD', '逆流性食道炎'],
      'nsaid-ulcer': ['NSAIDs潰瘍', 'NSAID潰瘍', 'NSAID ulcer'],
      'herpes-zoster': ['帯状疱疹', 'shingles', 'HZ'],
      pneumococcal: ['肺炎球菌', 'pneumococcus'],
      influenza: ['インフル', 'flu'],
      meningococcal: ['髄膜炎菌', 'meningococcus'],
    },
    productGroups: {
      ppi: ['PPI'],
      h2: ['H2ブロッカー', 'H2RA', 'H2 blocker'],
      recombinant: ['組換え'],
      conjugate: ['結合型'],
    },
    competitiveProducts: {
      nexium: ['エソメプラゾール'],
      pariet: ['ラベプラゾール'],
      gaster: ['ファモチジン'],
      shingrix: ['RZV', '組換え帯状疱疹ワクチン', 'recombinant zoster vaccine'],
      prevenar20: ['PCV20', '20価肺炎球菌結合型ワクチン'],
      vaxneuvance: ['PCV15', '15価肺炎球菌結合型ワクチン'],
      menquadfi: ['MenACYW', '4価髄膜炎菌ワクチン'],
    },
  },
};

/** The demo's synonyms of a unit's item. */
export function demoSynonymsOf(unit: BusinessUnit, collection: Collection, code: string): string[] {
  return UNITS[unit][collection]?.[code] ?? SHARED[collection]?.[code] ?? [];
}
