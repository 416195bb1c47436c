import type { ScreenRules } from '../schemas/compliance.ts';
import {
  AFTER,
  BODY_EN,
  BODY_JA,
  BODY_STATE_EN,
  BODY_STATE_BEFORE_EN,
  BODY_STATE_JA,
  CHANGE,
  CHANGE_EN,
  CONDITION_EN,
  CONDITION_JA,
  HOLDER_EN,
  MARKET_VOLUME_JA,
  DEPARTMENT_JA,
  FACILITY_EN,
  FACILITY_JA,
  HAPPENED,
  INSTITUTION_JA,
  LABEL_CONTEXT,
  LECTURE_CONTEXT,
  NAME_JA,
  NEGATION_CONTEXT,
  NOT_A_NAME_EN,
  PERSON_STATE_EN,
  r,
  STATE_EN,
  STATISTIC_CONTEXT,
  SYMPTOM,
  SYMPTOM_EN,
  SYMPTOM_EN_2,
  SYMPTOM_STRONG,
  TITLE_JA,
  USE,
  USE_EN,
} from './screen-rule-parts.ts';

/*
 * The default pre-screen table (issue 19). Rules are data: an admin-maintained table of the same
 * shape (ScreenRulesSchema) replaces this one, so each rule id is stable once published (findings
 * are logged by table version and rule id, never with the text): change a rule's pattern under
 * the same id, retire an id rather than reuse it. Patterns run over NFKC-normalised text
 * (full-width ＡＢＣ/１２３ and half-width ｶﾀｶﾅ already folded), so they need only half-width
 * ASCII and full-width kana. Ids: ae.* adverse events, id.* identifiers; .ja/.en the language.
 */

/** Any character inside a Japanese sentence / an English sentence (bounded windows use them). */
const J = r`[^。!?\n]`;
const E = r`[^.!?\n]`;

const AE_TERM = { ja: '副作用などの有害事象の可能性があります', en: 'Possible adverse event' };
const AFTER_USE = { ja: '使用後の症状・反応の可能性があります', en: 'Possible reaction after use' };
const SYMPTOM_MSG = { ja: '症状の発現の可能性があります', en: 'Possible symptom occurrence' };
const HOSPITAL = { ja: '入院の可能性があります', en: 'Possible hospitalisation' };
const DEATH = { ja: '死亡の可能性があります', en: 'Possible death' };
const NO_EFFECT = { ja: '効果不十分の可能性があります', en: 'Possible lack of efficacy' };
const PREGNANCY = {
  ja: '妊娠・授乳中の曝露の可能性があります',
  en: 'Possible exposure in pregnancy or breast-feeding',
};
const OVERDOSE = { ja: '過量投与の可能性があります', en: 'Possible overdose' };
const MED_ERROR = { ja: '投薬過誤の可能性があります', en: 'Possible medication error' };
const OFF_LABEL = { ja: '適応外使用の可能性があります', en: 'Possible off-label use' };
const PERSON_TITLE = {
  ja: '個人名（敬称・肩書付き）の可能性があります',
  en: 'Possible personal name with a title',
};
const INSTITUTION = {
  ja: '施設と診療科・人物の組合せの可能性があります',
  en: 'Possible institution with a department or person',
};
const PATIENT = {
  ja: '患者の年齢・性別などの可能性があります',
  en: "Possible patient's age, sex or date",
};

export const DEFAULT_SCREEN_RULES: ScreenRules = {
  version: 4,
  rules: [
    // ae.term.ja: a word that names an adverse event outright (副作用, 薬のせい, 薬が合わない);
    // silent in a public label/generic and in a plain "none" (副作用の話は特になし).
    {
      id: 'ae.term.ja',
      type: 'adverseEvent',
      pattern: r`副作用|副反応|有害事象|薬疹|アナフィラキシー|薬剤性|薬のせい|薬の影響|薬が原因|(薬|クスリ|くすり)が(体に)?合わな`,
      message: AE_TERM,
      exceptions: [...LABEL_CONTEXT, ...NEGATION_CONTEXT],
    },
    // ae.after-use.ja: a use (飲み始め, 貼った, 切り替え, 増量) then, in the same sentence, a
    // symptom or any change in the person's state (〜てから…ようになった, 〜たら…が出た).
    {
      id: 'ae.after-use.ja',
      type: 'adverseEvent',
      pattern: r`(${USE}${J}{0,20}?${AFTER}|(飲む|使う|塗る|貼る|打つ|吸う|さす)と)${J}{0,30}?(${SYMPTOM}|(?<!${MARKET_VOLUME_JA})${CHANGE})`,
      message: AFTER_USE,
      exceptions: LABEL_CONTEXT,
    },
    // ae.symptom.ja: a symptom that occurred or changed (発疹が出た, 血小板が下がった, 眠れない).
    {
      id: 'ae.symptom.ja',
      type: 'adverseEvent',
      pattern: r`${SYMPTOM}(が|を|も|の|は|に)?${J}{0,6}?${HAPPENED}`,
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...NEGATION_CONTEXT],
    },
    // ae.symptom-strong.ja: a symptom that is a finding in itself (じんま疹, ふらつき, 口内炎),
    // whatever verb follows.
    {
      id: 'ae.symptom-strong.ja',
      type: 'adverseEvent',
      pattern: SYMPTOM_STRONG,
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.body.ja: a part of the body with a state (口が渇く, 爪が割れる, 歯ぐきから血が出る).
    {
      id: 'ae.body.ja',
      type: 'adverseEvent',
      pattern: r`${BODY_JA}(が|から|に|も|は)${J}{0,6}?${BODY_STATE_JA}`,
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.condition.ja: a named condition that happened (脳梗塞を起こした, QT延長を指摘された).
    {
      id: 'ae.condition.ja',
      type: 'adverseEvent',
      pattern: CONDITION_JA,
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.user.ja: someone who is on a product (服用中の方, 使ってる人で, 飲んでいた患者さんが): field
    // notes that frame a person as a user of a product are about what happened to them, in words
    // no list can hold.
    {
      id: 'ae.user.ja',
      type: 'adverseEvent',
      pattern: r`((服用|使用|内服|投与|服薬|治療|投薬|貼付|吸入|点眼|注射)(中|して(い|る|た)|してる)|(飲|使|塗|貼|打|吸)(ん|っ)で?(て|で)?(い|る|た)(る|た)?)の?(方|人|患者|お子|子|高齢|利用者|ユーザー|男性|女性|ご家族|お父|お母|ご主人|奥様)`,
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...NEGATION_CONTEXT],
    },
    // ae.mimetic.ja: a reduplicated sound word, the way Japanese names a bodily sensation
    // (ジュクジュク, ズキズキ, むずむず, チクチク), whatever the word; common ones that are not
    // sensations (いろいろ, どんどん, バタバタ) are left out.
    {
      id: 'ae.mimetic.ja',
      type: 'adverseEvent',
      pattern: r`(?!(?:まあ|はい|いや|ぜひ|もし|おの|あり|ほど|いろ|イロ|どん|ドン|まだ|そろ|ます|だん|ちょこ|ぼち|ボチ|わざ|ばら|バラ|ぎり|ギリ|ぞく|ぼつ|なか|ちょい|たま|しば|とき|ぶら|ぐい|グイ|ばた|バタ|わく|ワク|きら|キラ|ぴか|ピカ|ころ|コロ|くる|クル|ぱら|パラ|ぺら|ペラ|がら|ガラ|ざわ|ザワ|のろ|ノロ|ちら|チラ|そわ|ソワ|はき|ハキ|しっかり|すく|スク|もり|モリ|ぐん|グン|どし|ドシ|ばり|バリ|ごち|ゴチ|ぺこ|ペコ|にこ|ニコ|わい|ワイ|ざっ|ザッ|さら|サラ|すら|スラ|てき|テキ|ばん|バン|ゆう|ユウ|ぼろ|ボロ))((?:([ぁ-ゖ])(?!\2)[ぁ-ゖ])|(?:([ァ-ヶ])(?!\3)[ァ-ヶ]))\1`,
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.complaint.ja: a bodily complaint or loss of consciousness (胃の調子が悪い, 意識を失った).
    {
      id: 'ae.complaint.ja',
      type: 'adverseEvent',
      pattern: r`(体調|調子|気分|具合|容体|容態)が?(悪|崩|おかし|急変|すぐれ)|(胃|腹|お腹|おなか|頭|目|皮膚|肌|顔|喉|のど|口|舌|唇|手|足|腕|脚|全身|胸|背中|腰|関節|筋肉)${J}{0,6}?(が|の|も)(痛|腫れ|はれ|赤く|かゆ|ただれ|しびれ|荒れ|むくん|むくみ|ムカムカ|むかむか|しみ|つ(った|る)|重い|だる|ぼんやり|見えにく|かす)|意識(を失|消失|障害|がなくな|が(もうろう|朦朧))|(かぶれ|ただれ|腫れ|しびれ|むくん|ふらつい|吐い|倒れ|震え|寝込ん)(た|て|る)`,
      message: SYMPTOM_MSG,
      exceptions: LABEL_CONTEXT,
    },
    // ae.hospital.ja: hospitalisation or emergency care; silent in statistics about a disease.
    {
      id: 'ae.hospital.ja',
      type: 'adverseEvent',
      pattern: r`入院|救急(車|搬送|隊|要請|受診|処置|入院|対応|で|に|へ|を受|外来を?受診|外来に|外来へ|外来で)|搬送|運ばれ|救急車|ICU|HCU|CCU|集中治療|緊急(受診|手術|処置|入院)|119番|点滴を?受け(た|に)`,
      message: HOSPITAL,
      exceptions: [...STATISTIC_CONTEXT, ...LABEL_CONTEXT],
    },
    // ae.death.ja: death; silent in statistics.
    {
      id: 'ae.death.ja',
      type: 'adverseEvent',
      pattern: r`死亡|亡くな|亡き|死去|急死|逝去|急逝|逝っ|突然死|他界|息を引き取|永眠|帰らぬ人|心肺停止|CPA|死ん|死に至`,
      message: DEATH,
      exceptions: [...STATISTIC_CONTEXT, ...LABEL_CONTEXT],
    },
    // ae.no-effect.ja: lack of efficacy (効かない, 効果ナシ, 下がらない, 前の薬のほうが効いた).
    {
      id: 'ae.no-effect.ja',
      type: 'adverseEvent',
      pattern: r`(おさまら|収まら|治まら|止まら|引か|治ら|下がら|上がら|良くなら|よくなら|改善せ|消え)ず|コントロール(でき|が?つい)て(い)?な|効かな|効いてな|効いていな|効いた気がしな|効果(が|は|も)?(全く|全然|あまり|ほとんど|まったく)?(ない|なし|ナシ|無し|無い|なかった|出な|得られな|見られな|みられな|感じられな|薄|不十分|今ひとつ|いまいち|イマイチ|不明)|効果(不十分|不良|減弱|消失|切れ)|無効|効き(が|目が|め)?(悪|弱|いまいち|イマイチ|今ひとつ|落ち|鈍)|(前|以前|元|もと)の(薬|クスリ|ほう|方)(のほう|の方)?が(よく)?(効|良)|効果を(感じ|実感)(られ|でき)?な|改善(しな|せず|が(見られ|みられ|な)|なし)|良くならな|よくならな|下がらな|上がらな|治らな|おさまらな|収まらな|治まらな|コントロール(不良|でき(な|ず)|がつかな|つかな)|(痛み|痒み|かゆみ|症状|咳|熱|むくみ|しびれ|発作)が?(全然|全く)?(取れな|とれな|引かな|消えな)|(症状|数値|血圧|血糖|痛み|検査値|HbA1c|A1c|かゆみ|発作|LDL|尿酸)${J}{0,8}?(変わらな|変化(が)?(な|無)|改善しな|治らな|増え|悪化|再燃|ぶり返)|変化(なし|無し|ナシ)|再発(し(た|て|ま)|が(見られ|みられ|あ|起|わか|分か)|してしま|例が増え)|ぶり返`,
      message: NO_EFFECT,
      exceptions: LABEL_CONTEXT,
    },
    // ae.pregnancy.ja: exposure in pregnancy or breast-feeding (妊娠中, おめでた, 授乳しながら).
    {
      id: 'ae.pregnancy.ja',
      type: 'adverseEvent',
      pattern: r`(妊娠|妊婦|おめでた|身ごも|授乳|母乳|妊活)${J}{0,25}?${USE}|${USE}${J}{0,25}?(妊娠|妊婦|おめでた|身ごも|授乳|母乳)|(妊娠|授乳)(中|期|初期|後期|判明|して|しながら|している)|妊娠(が|に|を)(判明|分か|わか|気づ|気付)|おめでた|母乳(を|で|育児|をあげ)`,
      message: PREGNANCY,
      exceptions: LABEL_CONTEXT,
    },
    // ae.overdose.ja: overdose (飲み過ぎ, まとめて飲んだ, 1日1錠なのに3錠, 1本全部).
    {
      id: 'ae.overdose.ja',
      type: 'adverseEvent',
      pattern: r`過量|過剰(投与|服用|内服|摂取|使用)|大量に?(飲|服用|服薬|内服|摂取|使)|まとめて(飲|服用|使|塗|貼|打)|一度に${J}{0,8}?(飲|服用|使)|一気に(飲|服用)|(全部|すべて|ぜんぶ|丸ごと|1本|一本|1箱|一箱|1シート|一瓶|1瓶)(を)?(全部)?(飲|服用|使)|誤飲|(なのに|のところ|のはず|指示|処方|用量)(を|、)?${J}{0,10}?\d+(回|錠|mg|包|本|カプセル|枚|単位|ずつ)|飲みすぎ|飲み過ぎ|使いすぎ|使い過ぎ|塗りすぎ|塗り過ぎ|貼りすぎ|貼り過ぎ|打ちすぎ|倍量|[2-9二三四五十]倍(の量|量|飲|服|使|投与|に)|(規定|上限|最大)(量|用量)?を?超え|多めに(飲|使|塗|貼)|余分に(飲|使)|[2-9二三]回分|重複(投与|服用|処方)|(重ねて|二重に|ダブって|2度|二度|何度も|続けて)${J}{0,4}?(飲|服用|使|投与|打|塗|貼)|(子供|子ども|こども|お子|孫|幼児|乳児|赤ちゃん|犬|猫|ペット)(さん|ちゃん)?(が|は)${J}{0,15}?(飲んで?しま|飲んじゃ|飲んだ|食べ|口に入れ|かじ|なめ|舐め|誤飲|誤食)|\d+(回|錠|包|枚|本|個|カプセル|mg)も|自己(判断|調節|調整)で?${J}{0,10}?(飲|服用|使|増|倍|多く)|(量|用量|回数|錠数)を?(倍|2倍|二倍|増や|多く)|\d+(枚|錠|本|包|カプセル|回分|個|日分)${J}{0,4}?(同時|一度|一緒|まとめて|重ねて|一気)`,
      message: OVERDOSE,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.error.ja: medication errors (取り違え, 間違えて渡した, 勘違いして服用, 別の患者の点滴).
    {
      id: 'ae.error.ja',
      type: 'adverseEvent',
      pattern: r`誤投与|誤薬|誤調剤|誤処方|誤配|取り違|取違|取り間違|とりちが|(投与|調剤|処方|投薬|服薬|配薬|与薬|分包|調製|点滴|注射|入力|転記|計算|秤量|監査|ラベル|包装|払い出し)(ミス|間違い|過誤|エラー|漏れ)|(桁|1桁|一桁)(多|少|間違|ずれ|ズレ)|(誤って|誤り|間違って|間違えて|間違い|まちがえ|勘違い|うっかり)${J}{0,15}?(${USE}|渡|調剤|投与|入れ|つな|交付)|(用量|投与量|量|単位|規格|桁|速度|流量|濃度|用法|回数|日数|患者|薬剤?|mg|錠数)を?${J}{0,6}?(間違|誤|取り違|勘違い)|間違え(て|た)${J}{0,8}?(投与|調剤|処方|渡|服用|飲)|(規格|薬|患者|用量)違い|違う(薬|規格|錠剤|患者|量|用量)|別の(薬|規格|錠剤)(が|を)|(別の|他の|ほかの|違う)(患者|人|方)(さん)?の?${J}{0,8}?(薬|処方|点滴|注射|インスリン|輸液)|(名前|氏名|患者名|ラベル|薬袋|規格|用法|用量)が?${J}{0,4}?(違|別の|間違|異な)|(のはずが|はずなのに|予定が|指示が|指示と違)${J}{0,15}?(調剤|処方|投与|服用|渡|飲|使|打)|\d+\s?mg\s?と\s?\d+\s?mg|勘違いして|ヒヤリハット|インシデント`,
      message: MED_ERROR,
    },
    // ae.off-label.ja: off-label use (適応外, 保険適用外, 添付文書にない使い方, 規定以上の用量).
    {
      id: 'ae.off-label.ja',
      type: 'adverseEvent',
      pattern: r`適応外|適用外|保険適[用応]外|承認外|オフラベル|未承認|承認されていない|(本来の)?適応(が|で|の)?(は)?(な(い|く|し)|無い|ではな|じゃな)|(添付文書|添文|電子添文|承認|ラベル)(に|で|上)?(は)?(ない|なし|無い|載っていない|載ってない|書いていない|書いてない|記載のない|記載がない|記載されていない|外の)|(承認|適応|保険適用|保険適応)(が|は|の)?(ない|なし|無い|取れていない|されていない|下りていない|ありません)|用法外|用量外|(規定|上限|承認用量)(以上|を超え)|保険で(は)?(認め|通ら)|(禁忌|ダメ)(なの|だけど|だが|にも)${J}{0,10}?(使|処方|投与)`,
      message: OFF_LABEL,
    },
    // ae.term.en: an adverse event named outright, or a reaction/intolerance; silent in a label and
    // in a plain "none" (no side effects were mentioned).
    {
      id: 'ae.term.en',
      type: 'adverseEvent',
      pattern: r`\b(side[- ]?effects?|adverse (events?|reactions?|drug reactions?|effects?)|AEs?|ADRs?|reactions? to|reacted (badly )?to|allergic reaction|allergic to|anaphylaxis|rash(es)?|hives|liver (injury|damage|dysfunction)|hepatotoxicity|seizures?|(did|does)(n'?t| not) agree with|intoleran(t|ce))\b`,
      flags: 'i',
      message: AE_TERM,
      exceptions: [...LABEL_CONTEXT, ...NEGATION_CONTEXT],
    },
    // ae.after-use.en: a use in time (after taking, since upping the dose, 10 mins into the
    // infusion, the night after the shot), or an experience verb (developed, came down with).
    {
      id: 'ae.after-use.en',
      type: 'adverseEvent',
      pattern: r`\b(after|since|following|from|within|when|once) (\w+ ){0,3}${USE_EN}\b|\b\d+ (mins?|minutes|hours?|hrs?|days?|weeks?|doses?) (into|after) (the|her|his|their|a) \w+|\b(every time|each time|whenever|when(ever)?) (he|she|they|I|you|the patient|pt|patients?|people|users?) (takes?|took|uses?|used|has|had|applies|applied|injects?|puffs?|swallows?|starts?)\b|\b(developed|experienced|suffered|complain(ed|s|ing)? (of|about)|came down with|broke out)\b`,
      flags: 'i',
      message: AFTER_USE,
      exceptions: LABEL_CONTEXT,
    },
    // ae.symptom.en: a symptom someone has or had (he felt dizzy, a pt with stomach cramps).
    {
      id: 'ae.symptom.en',
      type: 'adverseEvent',
      pattern: r`${HOLDER_EN}${E}{0,40}?${SYMPTOM_EN}`,
      flags: 'i',
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.symptom-after.en: a symptom tied to a product or a time (cramps after the 2nd dose, hives
    // on the cream, dizziness since the switch).
    {
      id: 'ae.symptom-after.en',
      type: 'adverseEvent',
      pattern: r`${SYMPTOM_EN}${E}{0,40}?\b(after|since|following|caused|made|gave|into|when|(on|from|with) (the |our |this |that |his |her |their |its |a )?(new |same |other )?(drug|product|medication|medicine|meds|tablets?|tabs|pills?|capsules?|inhaler|injection|shot|jab|infusion|patch|cream|ointment|gel|drops|spray|syrup|pen|dose|treatment|therapy|it)\b)`,
      flags: 'i',
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.symptom-2.en / ae.symptom-after-2.en: the same two shapes over the second half of the
    // symptom vocabulary (pins and needles, wetting the bed, heartburn, sun sensitivity).
    {
      id: 'ae.symptom-2.en',
      type: 'adverseEvent',
      pattern: r`${HOLDER_EN}${E}{0,40}?${SYMPTOM_EN_2}`,
      flags: 'i',
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    {
      id: 'ae.symptom-after-2.en',
      type: 'adverseEvent',
      pattern: r`${SYMPTOM_EN_2}${E}{0,40}?\b(after|since|following|caused|made|gave|into|when|(on|from|with) (the |our |this |that |his |her |their |its |a )?(new |same |other )?(drug|product|medication|medicine|meds|tablets?|tabs|pills?|capsules?|inhaler|injection|shot|jab|infusion|patch|cream|ointment|gel|drops|spray|syrup|pen|dose|treatment|therapy|it)\b)`,
      flags: 'i',
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.state-change.en: a neutral state that changed (kidney numbers went up, BP dropped, vision
    // blurry).
    {
      id: 'ae.state-change.en',
      type: 'adverseEvent',
      pattern: r`${STATE_EN}${E}{0,25}?${CHANGE_EN}`,
      flags: 'i',
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.body.en: a part of the body with a state (her mouth tastes like metal, the injection
    // site gets hot).
    {
      id: 'ae.body.en',
      type: 'adverseEvent',
      pattern: r`${BODY_EN}${E}{0,15}?${BODY_STATE_EN}`,
      flags: 'i',
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.body-before.en: a state word before a part of the body (dry mouth, swollen lips).
    {
      id: 'ae.body-before.en',
      type: 'adverseEvent',
      pattern: BODY_STATE_BEFORE_EN,
      flags: 'i',
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.person-state.en: how someone became (became agitated, found unresponsive, not himself).
    {
      id: 'ae.person-state.en',
      type: 'adverseEvent',
      pattern: r`\b(became|become|becomes|becoming|was|were|is|are|been|got|gets|getting|seemed|seems|looked|looks|feels?|felt|found|went|turned|go|goes|going|gone)\b (\w+ ){0,2}?${PERSON_STATE_EN}`,
      flags: 'i',
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.condition.en: a named condition that happened (had a heart attack, a DVT, heartburn).
    {
      id: 'ae.condition.en',
      type: 'adverseEvent',
      pattern: CONDITION_EN,
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.user.en: someone who is on a product (a pt on our drug, one of his patients taking it,
    // she has been on it): the report is about what happened to them.
    {
      id: 'ae.user.en',
      type: 'adverseEvent',
      pattern: r`\b(patients?|pts?|users?|customers?|man|woman|lady|guy|residents?|child|kid|person|someone|somebody|he|she|they|mum|mom|dad|mother|father|husband|wife|son|daughter)\b (\w+ ){0,2}?(on|taking|using|been on|started on|switched to) (it|the|our|this|that|his|her|their|its)\b`,
      flags: 'i',
      message: SYMPTOM_MSG,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...NEGATION_CONTEXT],
    },
    // ae.hospital.en: hospitalisation or emergency care; silent in statistics.
    {
      id: 'ae.hospital.en',
      type: 'adverseEvent',
      pattern: r`\b(hospitali[sz]\w*|admitted (to|overnight|for|last|yesterday|on|into|with)|admission (to|for|last|yesterday)|emergency (room|department|dept|visit|admission|care|services|surgery)|A&E|ER (visit|trip)|the ER|intensive care|ICU|HDU|CCU|ambulance|paramedics|911|999|inpatient|put on (a |an |the )?(drip|IV|oxygen|ventilator|dialysis|monitor)|stomach pumped|IV fluids|transfusion|resus|kept in (hospital|overnight)|overnight (stay|observation)|(ended up|was|were|went|taken|rushed|sent|is|spent \w+ (nights?|days?)) (in|to|into) (the )?(hospital|ICU|A&E|ER|ward|emergency|casualty))\b`,
      flags: 'i',
      message: HOSPITAL,
      exceptions: [...STATISTIC_CONTEXT, ...LABEL_CONTEXT],
    },
    // ae.death.en: death (died, passed away, didn't make it); silent in statistics.
    {
      id: 'ae.death.en',
      type: 'adverseEvent',
      pattern: r`\b(died|dies|dying|dead|death|passed away|passed on|fatal(ity|ities)?|deceased|lost (his|her|their) (life|lives|battle)|did ?n[o']t (make it|survive)|RIP|cardiac arrest|resuscitat\w*)\b|\b(he|she|they|patient|pt|user|man|woman|lady|gentleman|husband|wife|mother|mum|mom|father|dad|son|daughter|someone|person|customer)\b${E}{0,30}?\bpassed\b(?! (the|a|an|its?|this|that|our|their|review|inspection|audit|formulary|on to|to|it))`,
      flags: 'i',
      message: DEATH,
      exceptions: [...STATISTIC_CONTEXT, ...LABEL_CONTEXT],
    },
    // ae.no-effect.en: lack of efficacy (does nothing, not coming down, stopped working, wore off).
    {
      id: 'ae.no-effect.en',
      type: 'adverseEvent',
      pattern: r`n[o']t (work|help|do|doing|control|touch)(ing|ed|s)?\b|\b(stayed|remained|remains|still|is still|are still|stays|staying|keeps|kept) (\w+ ){0,2}?(high|elevated|uncontrolled|the same|bad|poor|not|no better|getting worse|above)\b|\beven on (the )?(max(imum)?|full|highest|top) dose\b|\b(made|makes|making) no difference\b|\b(had|has|have|having) no (effect|benefit|impact)\b|\b(stopped|stops) (working|helping|doing anything)\b|\b(does|did|doing|do) nothing\b|\bnot (coming|going|getting) (down|up|better)\b|\b(won'?t|wouldn'?t|didn'?t|doesn'?t) (come|go|get) (down|up|better)\b|\b(not working|no effect|not effective|ineffective|lack of efficacy|loss of (efficacy|effect|response)|no improvement|no better|no change|useless|wore off|wears off|wearing off|breakthrough|relapse[ds]?(?!\s*(\/|or|and|-)\s*refractory)|flare[ds]? up|did ?n[o']t help|not as good as|all over the place|out of control|poorly controlled|not controlled|through the roof|worse than before)\b|\b(is ?n'?t|not|never|no longer|has ?n'?t|have ?n'?t|won'?t|did ?n'?t|does ?n'?t|was ?n'?t|are ?n'?t|wont|cant|can'?t) (\w+ )?(clear(ing)?|control(ling)?|shift(ing)?|touch(ing)?|budg(e|ing)|improv(e|ing)|settl(e|ing)|resolv(e|ing)|lower(ing)?|reduc(e|ing)|hold(ing)?|last(ing)?|kick(ing)? in)\b`,
      flags: 'i',
      message: NO_EFFECT,
      exceptions: [...LABEL_CONTEXT, ...NEGATION_CONTEXT],
    },
    // ae.pregnancy.en: exposure in pregnancy or breast-feeding (found out she was pregnant on it,
    // nursing mum taking it, while expecting).
    {
      id: 'ae.pregnancy.en',
      type: 'adverseEvent',
      pattern: r`\b(she|her|patient|pt|woman|lady|wife|mum|mom|mother|customer|user|daughter|girl)\b${E}{0,40}?\bpregnan\w*|\bpregnan\w*${E}{0,40}?\b${USE_EN}|\b(while|when|during|since|after|before) (being |she was |she's |she is |knowing she was )?(pregnant|pregnancy|breast[- ]?feeding|nursing|lactating|expecting|conception)\b|\bbreast[- ]?fe(e)?d\w*|\b(nursing|lactating|pregnant|expectant|new) (mothers?|mums?|moms?|women|woman|patients?|ladies|lady)\b|\btrimester\b|\b(nursing|feeding|breast-?feeding) (her|the|a|their|his) (baby|infant|newborn)\b|\bbreast ?milk\b|\b(got|gets|became|becomes|found out|is|was|turned out|turns out|fell)\b${E}{0,15}?\b(pregnant|expecting)\b|\b(unborn|foetus|fetus|newborn|conceived|conceiving)\b`,
      flags: 'i',
      message: PREGNANCY,
      exceptions: LABEL_CONTEXT,
    },
    // ae.overdose.en: overdose (took too many, swallowed ten, the weekly tablet every day).
    {
      id: 'ae.overdose.en',
      type: 'adverseEvent',
      pattern: r`\b(overdos\w*|OD'?d|took too (much|many)|taking too (much|many)|double[ds]?[- ]?(dose[ds]?|dosing|up)|doubled (the|her|his|up)|twice the (dose|prescribed|amount)|(dose|tablets?|pills?|doses?) twice|more than (prescribed|the prescribed|the max\w*|the recommended)|extra (dose|tablets?|pills?)|swallowed (a |the |about |around |some |\d+ )?(whole|entire|several|many|handful|bottle|strip|pack|tablets?|pills?|\d+|two|three|four|five|six|seven|eight|nine|ten|dozen)|(whole|entire) (strip|bottle|pack|box|tube|pen) of|got into (the|her|his|their|a) (bottle|pills|tablets|meds|medicine|medication)|(two|three|four|five|ten|\d+) times the (dose|amount|intended|prescribed|recommended)|(all|\d+|several) (of )?(the )?(tablets|pills|doses) at once|at once|(together|at the same time|in one go) by (accident|mistake)|(doses?|tablets?|pills?) (together|at the same time|in one go)|\b(toddler|child|kid|baby|infant|grandchild|grandson|granddaughter|son|daughter|dog|cat)\b${E}{0,30}?\b(swallow\w*|ate|eaten|eating|chew\w*|got into|sucked|bit|licked|ingest\w*)|exceed\w* the (max\w*|recommended|prescribed) dose|(weekly|monthly|once-weekly|once a week)\b${E}{0,30}\b(every day|daily|each day|twice a day))\b`,
      flags: 'i',
      message: OVERDOSE,
      exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT],
    },
    // ae.error.en: medication errors (wrong patient, 50mg instead of 5mg, by mistake, mislabelled).
    {
      id: 'ae.error.en',
      type: 'adverseEvent',
      pattern: r`\b((switched|swapped|mixed|confused) (up )?(the )?(labels?|bags|prescriptions|scripts|boxes|packs|vials|syringes|patients|names|doses|strengths)|wrong (bed|room|ward|name|syringe|bottle|box|pack|pump|eye|ear|side|leg|arm|child|baby|day|frequency|directions|instructions|dose|drug|patient|medication|medicine|strength|rate|route|tablets?|pills?|products?|inhalers?|vials?|drugs?|pen|insulin|label|person|bag|infusion|site|time)|(medication|dispensing|dosing|prescribing|administration|pharmacy|labell?ing) (error|mistake|incident)s?|mix-?ups?|mixed up|by mistake|in error|mistakenly|accidentally (took|given|gave|dispensed|swallowed|used|injected|applied|taken)|mislabell?ed|misread|near miss|another (patient|person|resident)'?s?|someone else'?s|confused (the|two|it|them)|(error|mistake) (in|with|on|at) (the )?(pharmacy|ward|dispensing|label|dose|dosing|prescription))\b|(?<![\d.])\d+ ?(mg|mcg|µg|ml|units?|iu|g)\b${E}{0,30}\binstead of\b|\binstead of (the )?\d+ ?(mg|mcg|ml|units?)\b|(?<![\d.])\d+\b${E}{0,20}?\binstead of (the )?\d+|\b(should have been|was supposed to be|were supposed to be|meant to be|instead of|rather than) (given |taken |used )?(IV|IM|SC|oral(ly)?|subcut\w*|intra\w+|topical(ly)?|once|twice|weekly|daily|at night|in the morning)\b`,
      flags: 'i',
      message: MED_ERROR,
    },
    // ae.off-label.en: off-label use (off label, not approved for, only approved for adults).
    {
      id: 'ae.off-label.en',
      type: 'adverseEvent',
      pattern: r`\b(off[- ]?label|unapproved (indication|use|dose|population)|unlicen[sc]ed (use|indication|dose)|not (an )?(approved|licen[sc]ed|indicated) (use|for|in|indication)|is ?n'?t (an |the )?(approved|licen[sc]ed|indicated) (use|for|in|indication)|only (approved|licen[sc]ed|indicated) (for|in)|outside (the|its|their) (label|indication|licen[sc]e|approval|approved)|indications? (it|that it|they) (does ?n'?t|does not|do not|don'?t) have|not (its|an?|the) (approved |licen[sc]ed )?indication|without (a|an|the) (licen[sc]e|indication))\b`,
      flags: 'i',
      message: OFF_LABEL,
    },
    // id.person-title.ja: a name with an honorific or title (山川先生, 田中Dr., Dr.鈴木, 堀内様);
    // the speaker of a lecture invitation is the exception.
    {
      id: 'id.person-title.ja',
      type: 'identifier',
      pattern: r`${NAME_JA}${TITLE_JA}|(Dr\.?|DR\.?|ドクター|Prof\.?)\s?([一-龥々ヶ]{1,6}|[ァ-ヶー]{2,10})`,
      message: PERSON_TITLE,
      exceptions: LECTURE_CONTEXT,
      exceptionScope: 'text',
    },
    // id.institution-dept.ja: an institution with a department or a person (中央病院 循環器内科,
    // 大森薬局の川口さん); the venue of a lecture invitation is the exception.
    {
      id: 'id.institution-dept.ja',
      type: 'identifier',
      pattern: r`${INSTITUTION_JA}(の|・|\s)?[一-龥ァ-ヶー]{0,8}?${DEPARTMENT_JA}`,
      message: INSTITUTION,
      exceptions: LECTURE_CONTEXT,
      exceptionScope: 'text',
    },
    // id.facility.ja: a facility named on its own (ひばり調剤薬局, みなと台内科クリニック, 訪問看護
    // ステーション「こもれび」), not an anonymised or generic one (v4, issue 43); the venue of a
    // lecture invitation is the exception.
    {
      id: 'id.facility.ja',
      type: 'identifier',
      pattern: FACILITY_JA,
      message: INSTITUTION,
      exceptions: LECTURE_CONTEXT,
      exceptionScope: 'text',
    },
    // id.patient.ja: a patient's age with sex, or an age/date with a patient (72歳の女性, 男性、65歳,
    // 10/3に受診, 1月5日生まれの男性).
    {
      id: 'id.patient.ja',
      type: 'identifier',
      pattern: r`\d{1,3}(歳代|代|歳|才)(の|・|、|\s)?(前半|後半|半ば)?(の)?(男性|女性|男児|女児|男の子|女の子|男|女|患者|妊婦|の方|方|お子|児|息子|娘|母|父|奥様|ご主人|旦那|おばあ|おじい|高齢)|(男性|女性|患者|男|女|M|F)\s?[、,(（/:：\s]?\s?\d{1,3}\s?(代|歳|才|y)|\d{1,2}(月|/)\d{1,2}日?${J}{0,12}?(来院|受診|入院|来局|退院|手術|処方|投与|服用|生まれ|生|死亡|亡くな|搬送|の患者|発症)|[(（](男性?|女性?|M|F)[・/、,\s]?\d{1,3}|(男性|女性|男|女)\s?[(（]\d{1,3}(歳|才)?[)）]|[(（]\d{1,3}(歳|才)?[・/、,\s]?(男|女|M|F)[)）]|(生年月日|誕生日)|生まれの?(男性|女性|男|女|患者|方)|(男性|女性|患者)${J}{0,10}?\d{1,2}(月|/)\d{1,2}`,
      message: PATIENT,
    },
    // id.initials: initials of a person (Y.T.さん, T・Hさん, 患者A.K., Patient J.K., Pt M.R.).
    {
      id: 'id.initials',
      type: 'identifier',
      pattern: r`([Ii]nitials?|イニシャル)\s?(は|:|：|are|is)?\s?[A-Z]\s?[.・･]?\s?[A-Z]?|\b[A-Z]\s?[.・･]\s?[A-Z]\.?\s?(さん|様|氏|くん|ちゃん|先生|医師|Dr)|(患者|イニシャル|[Pp]atient|Pt|PT|pt|Mr\.?|Ms\.?|Mrs\.?|Miss|[Cc]ase)\s?[:：]?\s?[A-Z]\s?[.・]\s?([A-Z]\.?)?|(患者|イニシャル|[Pp]atient|Pt|pt|[Cc]ase)\s?[:：]?\s?[A-Z]{1,2}(さん|様|氏)?(?![A-Za-z])|(?<![A-Za-z])(?!MR|DR|NS|PT|OT|ST|CE|MS|MD|RN|GP|AD|DM|HT|OK|NG|TV|PC|IT|HP)[A-Z]{2}(さん|様|氏|先生)`,
      message: { ja: 'イニシャルの可能性があります', en: 'Possible initials' },
    },
    // id.phone: a phone number (Japanese formats with any separator, +81, 10-11 digits in a row).
    {
      id: 'id.phone',
      type: 'identifier',
      pattern: r`(?<![\d.])(\+81[-\s]?\(?0?\d{1,4}\)?|0\d{1,4})[-ー‐−–—―(). \s]{1,2}\d{1,4}[-ー‐−–—―(). \s]{1,2}\d{3,4}(?!\d)|(?<![\d.])(0[5789]0\d{8}|0\d{9})(?!\d)|(?<![\d.])\+81\d{9,10}(?!\d)`,
      message: { ja: '電話番号の可能性があります', en: 'Possible phone number' },
    },
    // id.email: an e-mail address, also written around a filter (name(at)example.jp, name [at]
    // example dot com, name アットマーク example.jp).
    {
      id: 'id.email',
      type: 'identifier',
      pattern: r`(?<![\w.+-])[\w.+-]+@[\w-]+(\.[\w-]+)+|(?<![\w.+-])[\w.+-]+\s?(\(at\)|\[at\]|\{at\}|<at>|アットマーク|あっとまーく|アット)\s?[\w-]+(\s?(\.|\(dot\)|\[dot\]|ドット)\s?[\w-]+)+|(?<![\w.+-])[\w.+-]+ at [\w-]+(( dot |\.)[\w-]+)*( dot |\.)(com|net|org|jp|co|ac|ne|or|go|info|biz|uk|us)\b`,
      flags: 'i',
      message: { ja: 'メールアドレスの可能性があります', en: 'Possible e-mail address' },
    },
    // id.person-title.en: a title with a name (Dr. Harlow, dr ansel, Nurse Patel, Sister Moira),
    // or a name with MD; the speaker of a lecture invitation is the exception.
    {
      id: 'id.person-title.en',
      type: 'identifier',
      pattern: r`\b([Dd][Rr]|[Pp]rof|[Pp]rofessor|[Dd]octor)\.?\s+(?!${NOT_A_NAME_EN})[A-Za-z][a-z'’-]+|\b(Mr|Mrs|Ms|Miss|Mx|Nurse|Sister|Matron|Pharmacist|Father|Sr)\.?\s+(?!${NOT_A_NAME_EN})[A-Z][a-z'’-]+|\b[A-Z][a-z]+,? (MD|M\.D\.|PhD|RN|RPh|PharmD)\b|\b[A-Z][a-z]+-(san|sama|sensei|kun|chan)\b|\b([Nn]urse|[Pp]harmacist|[Dd]octor|[Mm]anager|[Rr]eceptionist|[Cc]onsultant|GP|[Ss]ister|[Mm]atron|[Mm]idwife|[Pp]hysio|[Dd]ietitian|[Tt]echnician|[Cc]oordinator|[Ll]ead)\s+[A-Z][a-z'’-]+ [A-Z][a-z'’-]+`,
      message: PERSON_TITLE,
      exceptions: LECTURE_CONTEXT,
      exceptionScope: 'text',
    },
    // id.institution-dept.en: a named institution with a department or a person (the head of
    // cardiology at Marlow General Hospital, Linden Pharmacy's manager).
    {
      id: 'id.institution-dept.en',
      type: 'identifier',
      pattern: r`\b[A-Z][a-z]+( [A-Z][a-z]+)* (Hospital|Clinic|Medical Cent(er|re)|University|Univ|Pharmacy|Surgery|Practice|Health Cent(er|re)|Infirmary|Hospice|Care Home|Nursing Home|Institute)('s)?\b${E}{0,25}?\b([Dd]epartment|[Dd]ept|[Ww]ard|[Uu]nit|[Cc]ardiology|[Oo]ncology|[Gg]astroenterology|[Nn]eurology|[Dd]ermatology|[Rr]espiratory|[Pp]ediatrics|[Pp]aediatrics|[Pp]harmacy|[Hh]ead|[Cc]hief|[Dd]irector|[Pp]rofessor|[Pp]hysician|[Nn]urse|[Mm]anager|[Pp]harmacist|[Cc]onsultant|GP|[Dd]octor|[Ll]ead)|\b([Dd]epartment|[Ww]ard|[Hh]ead|[Cc]hief|[Dd]irector|[Mm]anager|[Pp]harmacist|[Pp]hysician|[Nn]urse|[Pp]rofessor|[Cc]onsultant|[Dd]octor|GP|[Ll]ead|[Mm]atron|[Ss]ister)\b${E}{0,25}?\b(at|of|from) [A-Z][a-z]+( [A-Z][a-z]+)* (Hospital|Clinic|Medical Cent(er|re)|University|Univ|Pharmacy|Surgery|Practice|Health Cent(er|re)|Infirmary|Hospice|Care Home|Nursing Home|Institute)\b`,
      message: INSTITUTION,
      exceptions: LECTURE_CONTEXT,
      exceptionScope: 'text',
    },
    // id.facility.en: a facility named on its own (Maple Leaf Pharmacy, Eastbrook Medical Centre),
    // not a phrase about facilities in general (Local Pharmacy) (v4, issue 43).
    {
      id: 'id.facility.en',
      type: 'identifier',
      pattern: FACILITY_EN,
      message: INSTITUTION,
      exceptions: LECTURE_CONTEXT,
      exceptionScope: 'text',
    },
    // id.patient.en: a patient's age with sex or a date (70-year-old, 45yo man, 58F, in her 60s,
    // aged 12, seen on 12 March, DOB).
    {
      id: 'id.patient.en',
      type: 'identifier',
      pattern: r`\b\d{1,3}[- ]?(year|yr)s?[- ]old\b|\b(in|into) (his|her|their) (early |late |mid-?)?\d0s\b|\b\d0s (man|woman|male|female|lady|gentleman|patient|pt)\b|\b(man|woman|male|female|boy|girl|lady|gentleman|patient|pt),? (aged |age |of )?\d{1,3}\b|\baged? \d{1,3}\b|\b\d{1,3} ?(yo|y\/o|yrs?)\b|\b\d{1,3} ?y\.o\.|\b\d{1,3} ?[MF]\b|\b\d{1,3},? (female|male|woman|man)\b|\b(female|male),? \d{1,3}\b|\b(patient|pt) is (a |an )?\d{1,3}\b|\b(DOB|D\.O\.B\.|date of birth|born (on|in) \d)|\b(patient|pt|he|she|man|woman|lady|boy|girl)\b${E}{0,40}?\b(seen|admitted|visited|came in|presented|born|discharged)\b${E}{0,6}?\b(\d{1,2}(st|nd|rd|th)? (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*|(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* \d{1,2}\b|\d{1,2}\/\d{1,2})`,
      flags: 'i',
      message: PATIENT,
    },
  ],
};
