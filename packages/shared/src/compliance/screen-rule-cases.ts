/*
 * The contexts that tell a case nobody had, or a medicine doing what it is for, from a report
 * (issue 43, rules v19 and v20, narrowed after review 19). Parts of screen-rule-parts.ts; a file of
 * their own for length.
 */

import {
  AFTER,
  COMPLAINT_WENT_AWAY_JA,
  CONDITION_EN,
  CONDITION_JA,
  CONTRAST_JA,
  J,
  r,
  USE,
  USE_EN,
} from './screen-rule-parts.ts';

/** A second thing told beside an improvement (一方, 反面, ただ, although, apart from): review 19. */
const SOMETHING_ELSE_TOLD_JA = r`一方|反面|ただ(?!ちに)|でも|代わりに|のに|矢先|とはいえ|にもかかわらず|もっとも|逆に|むしろ|新たに|ほかに|他に`;
const SOMETHING_ELSE_TOLD_EN = r`although|while|whereas|except|apart from|aside from|other than|only (issue|problem|complaint|thing|concern|downside)|instead|noticed|now (gets|has|feels|seems|complains)|not (happy|pleased|satisfied|delighted)`;
/** What the medicine is for, got (目標値まで, 改善, 楽になって, 正常範囲へ, 解熱, much better, pleased). */
const IMPROVED_JA = r`(目標(値)?(まで|に|へ|を(達成|クリア))|(HbA1c|A1c|LDL|尿酸|中性脂肪|TG|CRP|BNP)(値)?(が|は)?\s?[\d.]+\s?%?\s?(から|→)\s?[\d.]+\s?%?(に|へ|まで)?(下が|低下|減少|改善)|(発作|症状)${J}{0,10}?(が|は)(明らかに|かなり|ずいぶん|大きく)?(減っ|減少)|改善(?!薬|剤|しな|せず|が(見られ|みられ)な|なし|しませ)|好評|${COMPLAINT_WENT_AWAY_JA}|陰性化|喜んで|喜ばれ|嬉しそう|うれしそう|ぐっすり|目標範囲|正常(範囲|値)(内|に|へ|まで)|基準値内|安定して|満足|良好|順調|楽にな(っ|り|る)|(良|よ)くな(っ|り|る)|明るくな|機嫌(よく|が良)|元気に|無事(に)?(離脱|退院|終了|回復)|再診不要|解熱(?!剤|薬|し?な|せず|しませ)|再燃(なく|なし)|(薬|剤)を${J}{0,4}?減らせ|(飲み残し|飲み忘れ|残薬|服薬ミス)が${J}{0,6}?減)`;
const IMPROVED_EN = r`(improv(ed|ing|ement)|(at|to|reached) (the )?target|well[- ]controlled|(HbA1c|A1c|LDL|cholesterol) (came |went |is |was )?down|keen to (carry on|continue)|under control|responded well|good response|nicely|as (expected|hoped)|much better|(doing|does|do|did) (very |really )?well|pleased|happy|relieved|satisfied|delighted|pain-free|symptom-free|sleeps? through|calmer|worked (well|nicely|great)|back to (golf|work|normal|walking|school)|(nice|good|great) (result|outcome)|missed doses (dropped|fell|went down|halved)|(symptoms?|fever|redness|swelling|pain|infection|cough) (\w+ ){0,2}(gone|cleared|resolved|settled|receding|subsided)|cultures? (clear|negative)|stepping down to oral|normali[sz]ed)`;
/**
 * Not where the sentence also stops, lowers or switches the drug (an event that got better once it
 * was stopped is still one) or goes on to something else (が、, 一方, ただ, but, although, now gets).
 */
const NOT_ONLY_IMPROVED_JA = r`(?![^]*(中止|休薬|やめ|止め|減量|変更|切り?替|悪化|思ったら|思いきや|${CONTRAST_JA}|${SOMETHING_ELSE_TOLD_JA}))`;
const NOT_ONLY_IMPROVED_EN = r`(?![^]*\b(stopp\w*|discontinu\w*|switch\w* (from|off|back|away)|reduc\w*|worse\w*|but|though|however|yet|${SOMETHING_ELSE_TOLD_EN})\b)`;

/**
 * The improvement a medicine is for (血圧が目標値まで下がった, HbA1cが6.9に改善, well controlled): a
 * value or a complaint that moved the wanted way, or someone glad of it, is the drug working, not
 * an event. The value rules and the symptom-with-a-change rules take it anywhere in the sentence;
 * the use and condition rules only when it follows the use or the condition (below; review 19:
 * 血糖値は良好で、飲み始めてから便秘 is a report); the rules of a symptom word itself never, where a
 * match-local lookahead does it (UNLESS_IT_WENT_AWAY_JA).
 */
export const IMPROVEMENT_CONTEXT = [
  r`^(?=[^]*${IMPROVED_JA})${NOT_ONLY_IMPROVED_JA}`,
  r`^(?=[^]*\b${IMPROVED_EN}\b)${NOT_ONLY_IMPROVED_EN}`,
];
/**
 * For the use rules (ae.after-use.*): the improvement told as what followed the use (飲み始めてから痛み
 * が楽に). Each first looks for the improvement alone, which most sentences lack, so the costlier
 * test of what precedes it runs only where it can hold.
 */
export const IMPROVEMENT_AFTER_USE = [
  r`^(?=[^]*${IMPROVED_JA})(?=[^]*${USE}${J}{0,20}?${AFTER}[^。]{0,30}?${IMPROVED_JA})${NOT_ONLY_IMPROVED_JA}`,
  r`^(?=[^]*\b${IMPROVED_EN}\b)(?=[^]*(\b(after|since|following|from|within|when|once) (\w+ ){0,3}${USE_EN}\b[^.!?]{0,60}?\b${IMPROVED_EN}\b|\b${IMPROVED_EN}\b[^.!?;,]{0,30}?\b((since|after|following|from) (\w+ ){0,3})?${USE_EN}\b))${NOT_ONLY_IMPROVED_EN}`,
];
/** For the condition rules: the condition itself got better, told after it (敗血症性ショック…無事離脱, UTI…symptoms gone). */
export const IMPROVEMENT_AFTER_CONDITION = [
  r`^(?=[^]*${IMPROVED_JA})(?=[^]*${CONDITION_JA}[^。]{0,40}?${IMPROVED_JA})${NOT_ONLY_IMPROVED_JA}`,
  r`^(?=[^]*\b${IMPROVED_EN}\b)(?=[^]*${CONDITION_EN}[^.!?]{0,60}?\b${IMPROVED_EN}\b)${NOT_ONLY_IMPROVED_EN}`,
];

/** What says a case did happen (実は, 昨日, 今回, …とのこと, 受診された; turned out, today, again). */
const IT_HAPPENED_JA = r`実は|実際に|実際は|本当に|昨日|今朝|昨夜|先日|先週|入院し|搬送さ|亡くな|判明|調べたら|その方|その患者|ところ、|(?<!たい|れる|られる|聞かれた|質問された|相談された)ので(?!は)|(いた|あった|なった)(と|そう)(?!言われ|聞かれ|いう(場合|想定|設定))|と聞いた|がいた|(?<!(症例|事例|ケース|患者|さん|わけ))(ではなく|じゃなく)|と(電話|連絡)(が|を|あり)|回目|実際(?!の(症例|事例|ケース|患者)(では|じゃ)な)|本当の(ところ|話)|昨晩|一昨日|おととい|先月|今週|今月|今回|前回|週末|当日|その日のうち|\d+日前|数日前|当該|うちでも|当院で|(いた|あった|なった|出た|起きた|起こした|いる|おられる|ている|んだ)とのこと|(た|だ|いる|ている|ていた)と(聞かされ|伺っ|教えて|報告|相談|電話|連絡)|(報告|相談|連絡|電話)(を受け(?!たら)|があ(っ|り))|(伝え|説明し|指導し|話し|お願いし)てい(た|ました)(方|患者|人|お客|利用者|ご家族)|(受診|来院|来店)(し|され)(た|て(い|お))|(受診|来院)とな|いる(と|そう)(?!言われ|聞かれ|いう(場合|想定|設定))|(入院|搬送)(と|に)な|救急(車|外来|受診)|緊急(入院|手術)|死亡|既に|すでに|(出|起き|起こし|生じ|現れ|腫れ|倒れ)た(?!ら|場合|時|とき|際|か|わけ|」?という|」?との想定|」?と(仮定|想定))|(骨折|転倒|入院|搬送|受診|来院|死亡)(し|され)(た|まし)(?!」?という)|初回|が、`;
const IT_HAPPENED_EN = r`but|turned out|in fact|real case|(?<!\b(no|not|any) )actual(ly)? (case|happened|had|did|took)|confirmed|not (a |an )?(hypothetical|fictional|made-up|scenario|training case)|aside|played out|came true|developed|hospitali[sz]ed|yesterday|last (night|week|month|time)|this morning|on (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)|was admitted|were admitted|has had|(got|had) one|after the (first|second|third|\d+(st|nd|rd|th)) (dose|injection|shot|jab|infusion|cycle)|died|passed away|(?<!\b(drills?|training|sessions?|role-?play|quiz|meetings?|workshop|exercises?|practice|SOPs?|simulations?)\b[^.!?]{0,12})(today|tonight|this (week|afternoon|evening))|(at|over) the weekend|last (weekend|\w+day)|\w+ (days?|weeks?) ago|earlier|for real|happened (to|today|again|on|at)|(his|her|their) (first|second|third|last|\d+(st|nd|rd|th)) (dose|injection|shot|jab|infusion|cycle|tablet)|after the first tablet|one of (her|his|their|our) (patients|residents|customers)|(her|his|their) own (patient|pt|resident|customer)s?|(her|his|their) (grandson|granddaughter|husband|wife|mother|father|mum|dad)|matched|who (took|became|had|developed|got|went)|(?<!\bif )(a|the) (lady|man|woman|gentleman|patient|resident|child|boy|girl) (at|in|on|from|who)`;
/**
 * A case nobody had (v19, narrowed after review 19): a case explicitly made up (架空, という想定,
 * 研修用の症例, 患者役; fictional, training case, mock case), and, with a longer veto, a hypothetical
 * asked (もし子どもが飲んだらどう対応すべきか, what if a child took a double dose), a question asked in
 * general, or an instruction for if it happens (発疹が出たら直ちに受診するよう). It silences every
 * event rule that made-up cases set off (screen-rules.ts); not where the sentence says something
 * did happen. One source per language, each part once: the table carries it in every rule it
 * silences, and an admin saves the table whole (1 MiB at most). A bare シナリオ,
 * ロールプレイ or "scenario" is no trigger (PROCESS_CONTEXT holds ロールプレイ and role-play,
 * guarded by its "nothing happened to anyone" test; シナリオ and scenario alone silence nothing).
 */
export const FICTION_CONTEXT = [
  r`^(?:(?=[^]*(架空の?(症例|事例|ケース|患者|設定|お客様|利用者)[^。「]{0,6}「|「[^」]{1,60}」という(架空|想定(?!外)|設定)|(架空|想定)(症例|事例)「[^」]{1,60}」を?(想定|使|題材|用い)|役として「))(?![^]*(実は|実際に|実際は|本当に|ところが|しかし|が、|けど|昨日|先週|先日|今朝|昨夜|がいた|いた方|受診し|入院し|搬送|亡くな|の後(、|に)|うちでも|うちの|同じ症状))|(?![^]*(${IT_HAPPENED_JA}))(?:(?=[^]*(ロールプレイ(で|では|の中で)|(患者|家族|医師|薬剤師|看護師|MR)(さん)?役|架空|という(想定(?!外)|設定)|(架空|仮)の設定|(研修|勉強会|ロールプレイ|演習)(用)?の(架空|症例|事例|ケース|シナリオ|設定)(?!を(探|集め|作|募))|想定(症例|事例|シナリオ)|模擬))|(?=[^]*(仮定の(質問|話|ご質問)|仮の話|一般論(として|で|です|でし)|該当(する)?(事例|症例|ケース|患者(さん)?|Pt)(は|も)?(い)?(なく|なし|無し|ない|ありません|ませ|ございません)|「(?![^」]*(けど|けれど|が、|たら|てから|ので|出て|なって|出た|なった))[^」「]{0,20}(でも|しても|中は|って)(使え|飲め|使って(も)?(いい|大丈夫)|飲んで(も)?(いい|大丈夫))[^」]{0,12}[?？]」|「(?![^」]*(けど|けれど|が、|てから|出て|なって|出た|なった))[^」「]{0,30}(時|とき|場合)[、,]?[^」「]{0,20}(何個|何錠|何回|何mg|どのくらい|どれくらい|いくつ)[^」]{0,12}[?？]」|実際の(症例|事例|ケース|患者)(では|じゃ)な|(何か|何も)?(起きた|あった)わけ(じゃ|では)な|(時|とき|場合|際)の(対処|対応|報告|連絡|説明)[^。]{0,8}[?？]|(たら|だら|れば|場合)[^。]{0,12}(すべき|必要|要否)[^。]{0,4}[?？]|(?<!か)もし(?!くは|かし|かす)[^。]{0,60}(たら|だら|れば|場合)[^。]{0,40}(どう|どの|どこ|何を|べき|フロー|マニュアル|Q&A|説明|聞かれ|質問|相談|資料|という|想定|研修|練習|ケース)|仮に[^。]{0,60}(たら|れば|場合|とすると|としたら)|場合[、,]?[^。]{0,20}(どう|どこ|誰)(に|へ|を)?(連絡|報告|対応|すれば|したら)|(たら|れば|場合(は|には)?)[、,]?(すぐ(に)?|直ちに|速やかに|必ず)?(服用を|使用を)?(受診|相談|連絡|中止|来院|医師に|主治医に|薬剤師に)${J}{0,12}?(よう|こと|を|と(説明|指導|伝え))))(?![^]*((飲ん|使っ|打っ|貼っ|塗っ)で?いた(?!ら|場合)|日目|週目|(コース|クール|サイクル)目|(が|も)(いる|おられ|おり|いらっしゃ)(?!場合|か|なら|とき|たら)))))`,
  r`^(?![^]*\b(${IT_HAPPENED_EN})\b)(?:(?=[^]*\b(fictional|role-?play (case|scenario|patient|exercise)|training (case|scenario|example)|mock case|made-up (case|patient|scenario|example)|hypothetical (case|patient|scenario))\b)|(?=[^]*\b(hypothetical(ly)?|what if|what (to do|should \w+ do|happens|would happen|would \w+ do|\w+ should do)\b[^.?!]{0,40}\bif|in general terms|(a |as a )?general question|general (\w+ ){0,2}(questions?|data|enquir(y|ies)|quer(y|ies)|information)|what (the )?(guidance|advice|recommendation|answer|process) (would be|is|should be)\b[^.?!]{0,20}\bif|(not about|no|not an?) (any )?(actual|real) (case|patient|event|incident)|if (one|it|this|that) ever|should (it|this|one) (ever )?(happen|occur)|if (a|an|the|your|their) (patient|pt|child|toddler|kid|customer|person|resident|baby|user)\b[^.?!]{0,60}\b(advise|tell|call|contact|seek|should|what|how|pointed|referred))\b)(?![^]*\b(again|broke out|came out in|collapsed|fainted|went (blotchy|red|pale|grey|purple)|chewed|(had|got) (a|an) (\w+ )?(reaction|rash|fall|seizure|bleed))\b))`,
];
