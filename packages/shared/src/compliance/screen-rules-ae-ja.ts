import type { ScreenRule } from '../schemas/compliance.ts';
import {
  IMPROVEMENT_AFTER_CONDITION,
  IMPROVEMENT_AFTER_USE,
  IMPROVEMENT_CONTEXT,
} from './screen-rule-cases.ts';
import {
  AE_TERM,
  AFTER_USE,
  DEATH,
  HOSPITAL,
  MED_ERROR,
  NO_EFFECT,
  OFF_LABEL,
  OVERDOSE,
  PREGNANCY,
  SYMPTOM_MSG,
} from './screen-rule-messages.ts';
import {
  AFTER,
  BODY_JA,
  BODY_STATE_JA,
  CHANGE,
  CONDITION_JA,
  HAPPENED,
  J,
  LABEL_CONTEXT,
  MARKET_VOLUME_JA,
  NEGATION_CONTEXT,
  PROCESS_CONTEXT,
  QUESTION_CONTEXT,
  unlessSomethingHappened,
  CONTRAST_JA,
  PLANNING_PREGNANCY,
  r,
  STATISTIC_CONTEXT,
  STATISTIC_FIGURES,
  SYMPTOM,
  SYMPTOM_STRONG,
  USE,
  UNLESS_IT_WENT_AWAY_JA,
  UNLESS_A_COMPLAINT_WENT_AWAY_JA,
  UNLESS_APPETITE_CAME_BACK_JA,
} from './screen-rule-parts.ts';

/** The built-in table's adverse-event rules for Japanese text (screen-rules.ts). */
export const AE_RULES_JA: ScreenRule[] = [
  // ae.term.ja: a word that names an adverse event outright (副作用, 薬のせい, 薬が合わない);
  // silent in a public label/generic and in a plain "none" (副作用の話は特になし).
  {
    id: 'ae.term.ja',
    type: 'adverseEvent',
    pattern: r`副作用|副反応|有害事象|薬疹|アナフィラキシー|薬剤性|薬のせい|薬の影響|薬が原因|(薬|クスリ|くすり)が(体に)?合わな`,
    message: AE_TERM,
    exceptions: [
      ...LABEL_CONTEXT,
      ...NEGATION_CONTEXT,
      ...PROCESS_CONTEXT,
      ...STATISTIC_CONTEXT,
      // an attitude to side effects, not one that happened (副作用が怖いから使わない, 副作用プロファイルを重視)
      r`(副作用|副反応)(対策|予防)`,
      unlessSomethingHappened(
        r`(副作用|副反応)(が|を|の|へ(の)?)?(怖|こわ|心配|不安|気にな|気にし|懸念|重視|プロファイル|を恐れ|を嫌)|(副作用|副反応)${J}{0,12}?(連絡先|窓口|問い合わせ先|カード|受付|フリーダイヤル|ダイヤル)`,
      ),
    ],
  },
  // ae.after-use.ja: a use (飲み始め, 貼った, 切り替え, 増量) then, in the same sentence, a
  // symptom or any change in the person's state (〜てから…ようになった, 〜たら…が出た).
  {
    id: 'ae.after-use.ja',
    type: 'adverseEvent',
    pattern: r`(${USE}${J}{0,20}?${AFTER}|(飲む|使う|塗る|貼る|打つ|吸う|さす)と)${J}{0,30}?(${SYMPTOM}${UNLESS_IT_WENT_AWAY_JA}|(?<!${MARKET_VOLUME_JA})${UNLESS_A_COMPLAINT_WENT_AWAY_JA}${CHANGE})`,
    message: AFTER_USE,
    exceptions: [
      ...LABEL_CONTEXT,
      ...STATISTIC_CONTEXT,
      ...PROCESS_CONTEXT,
      ...NEGATION_CONTEXT,
      // what the drug is for, going away (腫れが引いて), where nothing else happened
      unlessSomethingHappened(
        r`(腫れ|痛み|症状|発作|かゆみ|発疹|湿疹|咳|熱)が(引い|治ま|おさま|消え|なくな|軽快|改善)(?![^]*(${CONTRAST_JA}))`,
      ),
      ...IMPROVEMENT_AFTER_USE,
    ],
  },
  // ae.symptom.ja: a symptom that occurred or changed (発疹が出た, 血小板が下がった, 眠れない).
  {
    id: 'ae.symptom.ja',
    type: 'adverseEvent',
    pattern: r`${SYMPTOM}${UNLESS_IT_WENT_AWAY_JA}(?:${UNLESS_APPETITE_CAME_BACK_JA})(が|を|も|の|は|に)?${J}{0,6}?${HAPPENED}`,
    message: SYMPTOM_MSG,
    exceptions: [
      ...LABEL_CONTEXT,
      ...STATISTIC_CONTEXT,
      ...NEGATION_CONTEXT,
      ...PROCESS_CONTEXT,
      ...IMPROVEMENT_CONTEXT,
    ],
  },
  // ae.symptom-strong.ja: a symptom that is a finding in itself (じんま疹, ふらつき, 口内炎),
  // whatever verb follows.
  {
    id: 'ae.symptom-strong.ja',
    type: 'adverseEvent',
    pattern: r`${SYMPTOM_STRONG}${UNLESS_IT_WENT_AWAY_JA}`,
    message: SYMPTOM_MSG,
    exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...PROCESS_CONTEXT, ...NEGATION_CONTEXT],
  },
  // ae.body.ja: a part of the body with a state (口が渇く, 爪が割れる, 歯ぐきから血が出る).
  {
    id: 'ae.body.ja',
    type: 'adverseEvent',
    pattern: r`${BODY_JA}(が|から|に|も|は)${J}{0,6}?${BODY_STATE_JA}`,
    message: SYMPTOM_MSG,
    exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.condition.ja: a named condition that happened (脳梗塞を起こした, QT延長を指摘された).
  {
    id: 'ae.condition.ja',
    type: 'adverseEvent',
    pattern: r`${CONDITION_JA}${UNLESS_IT_WENT_AWAY_JA}`,
    message: SYMPTOM_MSG,
    exceptions: [
      ...LABEL_CONTEXT,
      ...STATISTIC_CONTEXT,
      ...PROCESS_CONTEXT,
      ...IMPROVEMENT_AFTER_CONDITION,
    ],
  },
  // ae.user.ja: someone who is on a product (服用中の方, 使ってる人で, 飲んでいた患者さんが): field
  // notes that frame a person as a user of a product are about what happened to them, in words
  // no list can hold.
  {
    id: 'ae.user.ja',
    type: 'adverseEvent',
    pattern: r`((服用|使用|内服|投与|服薬|治療|投薬|貼付|吸入|点眼|注射)(中|して(い|る|た)|してる)|(飲|使|塗|貼|打|吸)(ん|っ)で?(て|で)?(い|る|た)(る|た)?)の?(方|人|患者|お子|子|高齢|利用者|ユーザー|男性|女性|ご家族|お父|お母|ご主人|奥様)`,
    message: SYMPTOM_MSG,
    exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...NEGATION_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.mimetic.ja: a reduplicated sound word, the way Japanese names a bodily sensation
  // (ジュクジュク, ズキズキ, むずむず, チクチク), whatever the word; common ones that are not
  // sensations (いろいろ, どんどん, バタバタ) are left out.
  {
    id: 'ae.mimetic.ja',
    type: 'adverseEvent',
    pattern: r`(?!(?:ぐる|グル|まず|まあ|はい|いや|ぜひ|もし|おの|あり|ほど|いろ|イロ|どん|ドン|まだ|そろ|ます|だん|ちょこ|ぼち|ボチ|わざ|ばら|バラ|ぎり|ギリ|ぞく|ぼつ|なか|ちょい|たま|しば|とき|ぶら|ぐい|グイ|ばた|バタ|わく|ワク|きら|キラ|ぴか|ピカ|ころ|コロ|くる|クル|ぱら|パラ|ぺら|ペラ|がら|ガラ|ざわ|ザワ|のろ|ノロ|ちら|チラ|そわ|ソワ|はき|ハキ|しっかり|すく|スク|もり|モリ|ぐん|グン|どし|ドシ|ばり|バリ|ごち|ゴチ|ぺこ|ペコ|にこ|ニコ|わい|ワイ|ざっ|ザッ|さら|サラ|すら|スラ|てき|テキ|ばん|バン|ゆう|ユウ|ぼろ|ボロ|じわ|ジワ))((?:([ぁ-ゖ])(?!\2)[ぁ-ゖ])|(?:([ァ-ヶ])(?!\3)[ァ-ヶ]))\1`,
    message: SYMPTOM_MSG,
    exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.complaint.ja: a bodily complaint or loss of consciousness (胃の調子が悪い, 意識を失った).
  {
    id: 'ae.complaint.ja',
    type: 'adverseEvent',
    pattern: r`(体調|調子|気分|具合|容体|容態)が?(悪|崩|おかし|急変|すぐれ)|(胃|腹|お腹|おなか|頭|目|皮膚|肌|顔|喉|のど|口|舌|唇|手|足|腕|脚|全身|胸|背中|腰|関節|筋肉)${J}{0,6}?(が|の|も)(痛|腫れ|はれ|赤く|かゆ|ただれ|しびれ|荒れ|むくん|むくみ|ムカムカ|むかむか|しみ|つ(った|る)|重い|だる|ぼんやり|見えにく|かす)|意識(を失|消失|障害|がなくな|が(もうろう|朦朧))|(かぶれ|ただれ|腫れ|しびれ|むくん|ふらつい|吐い|倒れ|震え|寝込ん)(た|て|る)`,
    message: SYMPTOM_MSG,
    exceptions: [...LABEL_CONTEXT, ...PROCESS_CONTEXT, ...IMPROVEMENT_CONTEXT],
  },
  // ae.hospital.ja: hospitalisation or emergency care; silent in statistics about a disease.
  {
    id: 'ae.hospital.ja',
    type: 'adverseEvent',
    pattern: r`(?<!教育|検査)入院(?!時に${J}{0,15}?(ルーチン|全例|一律|持参|導入))|救急(車(?!内)|搬送|隊(?!長|員|から|より|の方|、|と(の)?(雑談|話|面談|打合))|要請|受診|処置|入院|対応|で|に|へ|を受|外来を?受診|外来に|外来へ|外来で)|搬送|(?<!(荷物|物資|在庫|製品|薬剤?)(も|が|は)[^。、]{0,8})運ばれ|救急車(?!内)|(ICU|HCU|CCU|集中治療室)(に|へ|で(?!は|の(使用|採用|処方|運用|体制|鎮静|プロトコル))|から|入|管理|加療|収容|治療(?!室|部|体制)|転棟|転床|転送|転院|滞在|退室|行き|送り|搬送|のお世話|経由)|集中治療(?!部|科|医)|緊急(受診|手術|処置|入院)|119番|点滴を?受け(た|に)`,
    message: HOSPITAL,
    exceptions: [...STATISTIC_CONTEXT, ...LABEL_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.death.ja: death; silent in statistics.
  {
    id: 'ae.death.ja',
    type: 'adverseEvent',
    pattern: r`死亡|亡くな|亡き|死去|急死|逝去|急逝|逝っ|突然死|他界|息を引き取|永眠|帰らぬ人|心肺停止|CPA(?!P)|死ん|死に至`,
    message: DEATH,
    exceptions: [...STATISTIC_CONTEXT, ...LABEL_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.no-effect.ja: lack of efficacy (効かない, 効果ナシ, 下がらない, 前の薬のほうが効いた).
  {
    id: 'ae.no-effect.ja',
    type: 'adverseEvent',
    pattern: r`(おさまら|収まら|治まら|止まら|引か|治ら|下がら|上がら|良くなら|よくなら|改善せ|消え)ず|コントロール(でき|が?つい)て(い)?な|効かな|効いてな|効いていな|効いた気がしな|効果(が|は|も)?(全く|全然|あまり|ほとんど|まったく)?(ない|なし|ナシ|無し|無い|なかった|出な|得られな|見られな|みられな|感じられな|薄|不十分|今ひとつ|いまいち|イマイチ|不明)(?!例|症例)|効果(不十分|不良|減弱|消失|切れ)(?!例|症例)|無効|効き(が|目が|め)?(悪|弱|いまいち|イマイチ|今ひとつ|落ち|鈍)|(前|以前|元|もと)の(薬|クスリ|ほう|方)(のほう|の方)?が(よく)?(効|良)|効果を(感じ|実感)(られ|でき)?な|改善(しな|せず|が(見られ|みられ|な)|なし)|良くならな|よくならな|下がらな|上がらな|治らな|おさまらな|収まらな|治まらな|コントロール(不良|でき(な|ず)|がつかな|つかな)|(痛み|痒み|かゆみ|症状|咳|熱|むくみ|しびれ|発作)が?(全然|全く)?(取れな|とれな|引かな|消えな)|(症状|数値|血圧|血糖|痛み|検査値|HbA1c|A1c|かゆみ|発作|LDL|尿酸)${J}{0,8}?(変わらな|変化(が)?(な|無)|改善しな|治らな|増え|悪化|再燃|ぶり返)|変化(なし|無し|ナシ)|再発(し(た|て|ま)|が(見られ|みられ|あ|起|わか|分か)|してしま|例が増え)|ぶり返`,
    message: NO_EFFECT,
    exceptions: [...LABEL_CONTEXT, ...PROCESS_CONTEXT, ...NEGATION_CONTEXT],
  },
  // ae.pregnancy.ja: exposure in pregnancy or breast-feeding (妊娠中, おめでた, 授乳しながら).
  {
    id: 'ae.pregnancy.ja',
    type: 'adverseEvent',
    pattern: r`(妊娠|妊婦|おめでた|身ごも|授乳|母乳|妊活)${J}{0,25}?${USE}|${USE}${J}{0,25}?(妊娠|妊婦|おめでた|身ごも|授乳|母乳)|(妊娠|授乳)(中|期|初期|後期|判明|して|しながら|している)|妊娠(が|に|を)(判明|分か|わか|気づ|気付)|おめでた|母乳(を|で|育児|をあげ)`,
    message: PREGNANCY,
    exceptions: [...LABEL_CONTEXT, ...PROCESS_CONTEXT, PLANNING_PREGNANCY],
  },
  // ae.overdose.ja: overdose (飲み過ぎ, まとめて飲んだ, 1日1錠なのに3錠, 1本全部).
  {
    id: 'ae.overdose.ja',
    type: 'adverseEvent',
    pattern: r`過量|過剰(投与|服用|内服|摂取|使用)|大量に?(飲|服用|服薬|内服|摂取|使)|まとめて(飲|服用|使|塗|貼|打)|一度に${J}{0,8}?(飲|服用|使)|一気に(飲|服用)|(全部|すべて|ぜんぶ|丸ごと|1本|一本|1箱|一箱|1シート|一瓶|1瓶)(を)?(全部)?(飲|服用|使)|誤飲|(なのに|のところ|のはず|指示|処方(?!箋)|(?<!使)用量)(を|、)?${J}{0,10}?\d+(回|錠|mg|包|本|カプセル|枚|単位|ずつ)|飲みすぎ|飲み過ぎ|使いすぎ|使い過ぎ|塗りすぎ|塗り過ぎ|貼りすぎ|貼り過ぎ|打ちすぎ|倍量|(処方|指示|用|規定)量?の?倍|(処方|指示|規定|添付文書)(量)?の\s?[2-9二三四五十]倍|[2-9二三]回(も)?(飲|服用|打|使)(んで|って)?しま|二重(投与|服用|配薬)|[2二]回(配薬|投与)さ|(?<![\d.])[2-9二三四五十]倍(の量|量|飲|服|使|投与|に)|(規定|上限|最大)(量|用量)?を?超え|多めに(飲|使|塗|貼)|余分に(飲|使)|(薬|錠|包|カプセル)${J}{0,6}?[2-9二三]回分|[2-9二三]回分を?(まとめて|一度に|飲|服用)(?![^。]{0,6}?(まない|まず|用しない|用せず))|重複(投与|服用|処方|接種|して(処方|投与|調剤|服用|接種))|(重ねて|二重に|ダブって|2度|二度|何度も|続けて)${J}{0,4}?(飲|服用|使|投与|打|塗|貼)|(子供|子ども|こども|お子|子|小学生|園児|孫|弟|妹|幼児|乳児|赤ちゃん|犬|猫|ペット)(さん|ちゃん|くん)?(が|は)${J}{0,25}?(飲んで?しま|飲んじゃ|飲んだ|飲み込(んで?しま|んじゃ|んだ)|食べ|口に入れ|かじ|なめ|舐め|誤飲|誤食)|\d+(回|錠|包|枚|本|個|カプセル|mg)も|自己(判断|調節|調整)で?${J}{0,10}?(飲|服用|使|増|倍|多く)|(量|用量|回数|錠数)を?(倍|2倍|二倍|増や|多く)|\d+(枚|錠|本|包|カプセル|回分|個|日分)${J}{0,4}?(同時|一度|一緒|まとめて|重ねて|一気)`,
    message: OVERDOSE,
    exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.error.ja: medication errors (取り違え, 間違えて渡した, 勘違いして服用, 別の患者の点滴).
  {
    id: 'ae.error.ja',
    type: 'adverseEvent',
    pattern: r`誤投与|誤薬|誤調剤|誤処方|誤配|取り違|取違|取り間違|とりちが|(一包化|ルート|経路|投与|調剤|処方|投薬|服薬|配薬|与薬|分包|調製|点滴|注射|入力|転記|計算|秤量|監査|ラベル|包装|払い出し)(ミス|間違い|過誤|エラー|漏れ)|(桁|1桁|一桁)(多|少|間違|ずれ|ズレ)|(誤って|誤り|間違って|間違えて|間違い|まちがえ|勘違い|うっかり)${J}{0,15}?(${USE}|渡|調剤|投与|入れ|つな|接続|交付)|(用量|投与量|量|単位|規格|桁|速度|流量|濃度|用法|回数|日数|患者|薬剤?|mg|錠数)を?${J}{0,6}?(間違|誤(?!植|字|記|表記|変換)|取り違|勘違い)|間違え(て|た)${J}{0,8}?(投与|調剤|処方|渡|服用|飲)|(規格|薬|患者|用量)違い|違う(薬|規格|錠剤|患者|量|用量)|別の(薬|規格|錠剤)(が|を)|(別の|他の|ほかの|違う|隣の|隣室の|同室の|隣の部屋の)(患者|Pt|PT|利用者|入居者|入所者|人|方)(さん)?の?${J}{0,8}?(薬|処方|点滴|注射|インスリン|輸液)|(名前|氏名|患者名|ラベル|薬袋|規格|用法|用量)が?${J}{0,4}?(違|別の|間違|異な)|(のはずが|はずなのに|予定が|指示が|指示と違)${J}{0,15}?(調剤|処方|投与|服用|渡|飲|使|打)|\d+\s?mg\s?と\s?\d+\s?mg|勘違いして|ヒヤリハット|インシデント|(べき|する|はずの?)ところ(?!だ|で|に|へ|です)(を)?${J}{0,20}?(希釈|溶解|調製|投与|調剤|処方|注射|入れ|打|服用|飲ま)(し|れ|っ|さ|ん)?(た|ていた|てい|てしま|ちゃ|れていた|されて)|\d+\s?(分|時間)で${J}{0,12}?(べき|予定|はず)${J}{0,12}?\d+\s?(分|時間)で|全量(が)?(一気に)?入って(しま|しまっ)|(速度|レート|流量|ポンプ)(の)?(設定)?(ミス|間違)|(CCr|eGFR|腎機能|透析)${J}{0,20}?(通常量|常用量|減量せず|減量されず|調整(せず|されず|なし))|(中止|休薬)され(ておらず|ていなかった|ず)|(体重|身長|体表面積)${J}{0,12}?(で|を)(計算|算出)(し|され)(ており|ていた|た|て)${J}{0,25}?(多く|少なく|多め|過量|過剰|間違|ミス|割(ほど|くらい|程度|も)?(多|少))|前回の体重で計算|(体重|体表面積)(の)?(入力|計算)(ミス|間違)|大人(の)?(量|用)${J}{0,10}?(出て(しま|い)|出た|処方され|調剤され|投与され|飲ませ(た|て))|(子|児|子ども|小児)に${J}{0,10}?大人(の)?(量|用)${J}{0,8}?(出て(しま|い)|出た|処方され|調剤され|投与され|飲ませ(た|て))|別の(子|子ども|児|方|人|患者|利用者)(さん)?に${J}{0,8}?(飲ませ|投与|打|渡|使|貼)|(予定|指示|処方)(と|とは)違う(薬|ワクチン|製剤|量|用量)|違うワクチン|\d+回分を\d+回に分けて(打|注射|投与|使|飲)(っ|ん|し)(て|で|た)|逆(向き|さま)に${J}{0,10}?(押し当て|刺|打)(て|た|っ)|(指|親指)に(打|刺)って(しま|い)|(混注|配合|同一ルート)${J}{0,22}?(白濁|混濁|沈殿|結晶|析出)(し(た|て)|が|、|。)`,
    message: MED_ERROR,
    exceptions: [
      ...STATISTIC_FIGURES,
      ...PROCESS_CONTEXT,
      QUESTION_CONTEXT,
      unlessSomethingHappened(r`事例集|事例の(共有|紹介|配布|収集)`),
      // v25: a mix-up that did not happen (取り違えは起きていない), where nobody was given or
      // took anything (unlessSomethingHappened would read the phrase's own 起きて as a happening)
      r`^(?=[^]*(取り違え|取違え|誤投与|誤薬|間違い)(は|も)?(一度も|まだ)?(起きて|起こって|発生して|出て)(い)?(ない|いません|おらず))(?![^]*(投与され|投与し|服用し|飲んで|飲ん(だ|でしまっ)|使って|入院|受診|搬送|亡くな|患者さんに(渡|出)))`,
    ],
  },
  // ae.off-label.ja: off-label use (適応外, 保険適用外, 添付文書にない使い方, 規定以上の用量).
  {
    id: 'ae.off-label.ja',
    type: 'adverseEvent',
    pattern: r`処方外|目的外|適応外|適用外|保険適[用応]外|承認外|オフラベル|未承認|承認されていない|(本来の)?適応(が|で|の)?(は)?(な(い|く|し)|無い|ではな|じゃな)|(添付文書|添文|電子添文|承認|ラベル)(に|で|上)?(は)?(ない|なし|無い|載っていない|載ってない|書いていない|書いてない|記載のない|記載がない|記載されていない|外の)|(承認|適応|保険適用|保険適応)(が|は|の)?(ない|なし|無い|取れていない|されていない|下りていない|ありません)|用法外|用量外|(規定|上限|承認用量)(以上|を超え)|保険で(は)?(認め|通ら)|(禁忌|ダメ)(なの|だけど|だが|にも)${J}{0,10}?(使|処方|投与)`,
    message: OFF_LABEL,
    exceptions: PROCESS_CONTEXT,
  },
];
