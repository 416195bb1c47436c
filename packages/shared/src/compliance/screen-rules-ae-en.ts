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
  BODY_EN,
  BODY_STATE_BEFORE_EN,
  BODY_STATE_EN,
  CHANGE_EN,
  CONDITION_EN,
  E,
  HOLDER_EN,
  LABEL_CONTEXT,
  NEGATION_CONTEXT,
  PROCESS_CONTEXT,
  PERSON_STATE_EN,
  r,
  STATE_EN,
  STATISTIC_CONTEXT,
  SYMPTOM_EN,
  SYMPTOM_EN_2,
  USE_EN,
} from './screen-rule-parts.ts';

/** The built-in table's adverse-event rules for English text (screen-rules.ts). */
export const AE_RULES_EN: ScreenRule[] = [
  // ae.term.en: an adverse event named outright, or a reaction/intolerance; silent in a label and
  // in a plain "none" (no side effects were mentioned).
  {
    id: 'ae.term.en',
    type: 'adverseEvent',
    pattern: r`\b(side[- ]?effects?|adverse (events?|reactions?|drug reactions?|effects?)|AEs?|ADRs?|reactions? to|reacted (badly )?to|allergic reaction|allergic to|anaphylaxis(?! (carts?|kits?|protocols?|drills?|trays?|boxes|packs?|guidelines?|management|training))|rash(es)?|hives|liver (injury|damage|dysfunction)|hepatotoxicity|seizures?|(did|does)(n'?t| not) agree with|intoleran(t|ce))\b`,
    flags: 'i',
    message: AE_TERM,
    exceptions: [...LABEL_CONTEXT, ...NEGATION_CONTEXT, ...PROCESS_CONTEXT, ...STATISTIC_CONTEXT],
  },
  // ae.after-use.en: a use in time (after taking, since upping the dose, 10 mins into the
  // infusion, the night after the shot), or an experience verb (developed, came down with).
  {
    id: 'ae.after-use.en',
    type: 'adverseEvent',
    pattern: r`\b(after|since|following|from|within|when|once) (\w+ ){0,3}${USE_EN}\b|\b\d+ (mins?|minutes|hours?|hrs?|days?|weeks?|doses?) (into|after) (the|her|his|their|a) \w+|\b(every time|each time|whenever|when(ever)?) (he|she|they|I|you|the patient|pt|patients?|people|users?) (takes?|took|uses?|used|has|had|applies|applied|injects?|puffs?|swallows?|starts?)\b|\b(developed|experienced|suffered|complain(ed|s|ing)? (of|about)|came down with|broke out)\b`,
    flags: 'i',
    message: AFTER_USE,
    exceptions: [...LABEL_CONTEXT, ...PROCESS_CONTEXT, ...IMPROVEMENT_AFTER_USE],
  },
  // ae.symptom.en: a symptom someone has or had (he felt dizzy, a pt with stomach cramps).
  {
    id: 'ae.symptom.en',
    type: 'adverseEvent',
    pattern: r`${HOLDER_EN}${E}{0,40}?${SYMPTOM_EN}`,
    flags: 'i',
    message: SYMPTOM_MSG,
    exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.symptom-after.en: a symptom tied to a product or a time (cramps after the 2nd dose, hives
  // on the cream, dizziness since the switch).
  {
    id: 'ae.symptom-after.en',
    type: 'adverseEvent',
    pattern: r`${SYMPTOM_EN}${E}{0,40}?\b(after|since|following|caused|made|gave|into|when|(on|from|with) (the |our |this |that |his |her |their |its |a )?(new |same |other )?(drug|product|medication|medicine|meds|tablets?|tabs|pills?|capsules?|inhaler|injection|shot|jab|infusion|patch|cream|ointment|gel|drops|spray|syrup|pen|dose|treatment|therapy|it)\b)`,
    flags: 'i',
    message: SYMPTOM_MSG,
    exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.symptom-2.en / ae.symptom-after-2.en: the same two shapes over the second half of the
  // symptom vocabulary (pins and needles, wetting the bed, heartburn, sun sensitivity).
  {
    id: 'ae.symptom-2.en',
    type: 'adverseEvent',
    pattern: r`${HOLDER_EN}${E}{0,40}?${SYMPTOM_EN_2}`,
    flags: 'i',
    message: SYMPTOM_MSG,
    exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...PROCESS_CONTEXT],
  },
  {
    id: 'ae.symptom-after-2.en',
    type: 'adverseEvent',
    pattern: r`${SYMPTOM_EN_2}${E}{0,40}?\b(after|since|following|caused|made|gave|into|when|(on|from|with) (the |our |this |that |his |her |their |its |a )?(new |same |other )?(drug|product|medication|medicine|meds|tablets?|tabs|pills?|capsules?|inhaler|injection|shot|jab|infusion|patch|cream|ointment|gel|drops|spray|syrup|pen|dose|treatment|therapy|it)\b)`,
    flags: 'i',
    message: SYMPTOM_MSG,
    exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.state-change.en: a neutral state that changed (kidney numbers went up, BP dropped, vision
  // blurry).
  {
    id: 'ae.state-change.en',
    type: 'adverseEvent',
    pattern: r`${STATE_EN}${E}{0,25}?${CHANGE_EN}`,
    flags: 'i',
    message: SYMPTOM_MSG,
    exceptions: [
      ...LABEL_CONTEXT,
      ...STATISTIC_CONTEXT,
      ...PROCESS_CONTEXT,
      ...IMPROVEMENT_CONTEXT,
    ],
  },
  // ae.body.en: a part of the body with a state (her mouth tastes like metal, the injection
  // site gets hot).
  {
    id: 'ae.body.en',
    type: 'adverseEvent',
    pattern: r`${BODY_EN}${E}{0,15}?${BODY_STATE_EN}`,
    flags: 'i',
    message: SYMPTOM_MSG,
    exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.body-before.en: a state word before a part of the body (dry mouth, swollen lips).
  {
    id: 'ae.body-before.en',
    type: 'adverseEvent',
    pattern: BODY_STATE_BEFORE_EN,
    flags: 'i',
    message: SYMPTOM_MSG,
    exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.person-state.en: how someone became (became agitated, found unresponsive, not himself).
  {
    id: 'ae.person-state.en',
    type: 'adverseEvent',
    pattern: r`\b(became|become|becomes|becoming|was|were|is|are|been|got|gets|getting|seemed|seems|looked|looks|feels?|felt|found|went|turned|go|goes|going|gone)\b (\w+ ){0,2}?${PERSON_STATE_EN}|\b(how|the way) (it|they|the \w+|this|that) (made|makes|was making) (him|her|them|me) feel\b|\bmade (him|her|them|me) feel (awful|terrible|bad|weird|strange|off|funny|sick|rough|foggy|flat|low|dizzy|tired|anxious)\b|\b(asthma|eczema|psoriasis|acne|rash|itch\w*|pain|headaches?|migraines?|seizures?|fits|symptoms?|sleep|mood|breathing|constipation|diarrh\w+|reflux|nausea|cough|swelling|he|she|they|it)\b (got|gets|getting|became|went|has got(ten)?) worse (on|after|since|with) (the|his|her|their|this|that|a|an|it)\b|\bno (bowel (movement|motion)|BM|poo|stool)s? (for|in) (\d+|two|three|four|five|six|seven|several) days\b|\b(tender|hard|painful|sore)( hard)? lumps?\b`,
    flags: 'i',
    message: SYMPTOM_MSG,
    exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.condition.en: a named condition that happened (had a heart attack, a DVT, heartburn).
  {
    id: 'ae.condition.en',
    type: 'adverseEvent',
    pattern: CONDITION_EN,
    message: SYMPTOM_MSG,
    exceptions: [
      ...LABEL_CONTEXT,
      ...STATISTIC_CONTEXT,
      ...PROCESS_CONTEXT,
      ...IMPROVEMENT_AFTER_CONDITION,
    ],
  },
  // ae.user.en: someone who is on a product (a pt on our drug, one of his patients taking it,
  // she has been on it): the report is about what happened to them.
  {
    id: 'ae.user.en',
    type: 'adverseEvent',
    pattern: r`\b(patients?|pts?|users?|customers?|man|woman|lady|guy|residents?|child|kid|person|someone|somebody|he|she|they|mum|mom|dad|mother|father|husband|wife|son|daughter)\b (\w+ ){0,2}?((?<!\b(decide|decided|deciding|focus|focused|depend|depends|rely|relies|agree|agreed|comment|commented|based|keen|work|working|worked|report|reported|spoke|speak|call|called|insist|insisted|plan|planning|wait|waiting) )on|taking|using|been on|started on|switched to) (it|the|our|this|that|his|her|their|its)\b(?! (mainland|phone|island|ward|way|line|list|team|rota|call|weekend|road|train|bus|ferry|boat|plane|floor|board|committee)\b)`,
    flags: 'i',
    message: SYMPTOM_MSG,
    exceptions: [
      ...LABEL_CONTEXT,
      ...STATISTIC_CONTEXT,
      ...NEGATION_CONTEXT,
      ...PROCESS_CONTEXT,
      ...IMPROVEMENT_AFTER_USE,
    ],
  },
  // ae.hospital.en: hospitalisation or emergency care; silent in statistics.
  {
    id: 'ae.hospital.en',
    type: 'adverseEvent',
    pattern: r`\b(hospitali[sz]\w*|admitted (to|overnight|for|last|yesterday|on|into|with)|admission (to|for|last|yesterday)|emergency (room|department|dept|visit|admission|care|services|surgery)|A&E|ER (visit|trip|attendance)s?|the ER(?! (director|head|chief|pharmacy|protocols?|carts?|staff|team|nurses?|doctors?|physicians?|pharmacists?|manager|lead|capsules?|tablets?|formulation|version|preparation|form|dose))|intensive care|(ICU|ITU|HDU|CCU) (admission|stay|transfer|bed|care|level)|(?<!\b(Dr\.? \w+|doctor|nurse|pharmacist|team|staff|consultant|registrar|someone|colleague) )\b(in|into|to|from|on) (the )?(ICU|ITU|HDU|CCU)\b(?!\s?(pharmacists?|pharmacy|nurses?|staff|teams?|beds?|wards?|directors?|doctors?|physicians?|consultants?|managers?|leads?|protocols?))|need(ed|ing)? (ICU|ITU|intensive care)|ambulance|paramedics|911|999|inpatient(?! (use|formulary|only|market|sales|setting|wards?|pharmacy|beds?|units?))|put on (a |an |the )?(drip|IV|oxygen|ventilator|dialysis|monitor)|stomach pumped|IV fluids|transfusion|resus|kept in (hospital|overnight)|overnight (stay|observation)|(ended up|was|were|went|taken|rushed|sent|is|spent \w+ (nights?|days?)) (in|to|into) (the )?(hospital|ICU|A&E|ER|ward|emergency|casualty))\b`,
    flags: 'i',
    message: HOSPITAL,
    exceptions: [...STATISTIC_CONTEXT, ...LABEL_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.death.en: death (died, passed away, didn't make it); silent in statistics.
  {
    id: 'ae.death.en',
    type: 'adverseEvent',
    pattern: r`\b(died|dies|dying|dead|death|passed away|passed on(?! (the|a|an|this|that|these|those|our|my|his|her|their|it|them|to|details|info\w*|messages?|word|numbers?|feedback|requests?|contacts?|questions?|comments?|concerns?)\b)|fatal(ity|ities)?|deceased|lost (his|her|their) (life|lives|battle)|did ?n[o']t (make it|survive)|RIP|cardiac arrest|resuscitat\w*)\b|\b(he|she|they|patient|pt|user|man|woman|lady|gentleman|husband|wife|mother|mum|mom|father|dad|son|daughter|someone|person|customer)\b${E}{0,30}?\bpassed\b(?! (the|a|an|its?|this|that|our|their|review|inspection|audit|formulary|on to|to|it))`,
    flags: 'i',
    message: DEATH,
    exceptions: [...STATISTIC_CONTEXT, ...LABEL_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.no-effect.en: lack of efficacy (does nothing, not coming down, stopped working, wore off).
  {
    id: 'ae.no-effect.en',
    type: 'adverseEvent',
    pattern: r`\bno (antibody |immune |serolog\w* )?(response|improvement|benefit)\b|\b(did ?n'?t|did not|failed to) respond\b|\bnon-?responders?\b|n[o']t (work|help|do|doing|control|touch)(ing|ed|s)?\b|\b(?<!\b(dose|doses|dosing|regimen|treatment|plan|price|prices|order|orders|schedule|schedules|process|format|programme|program|supplier|date|dates|policy|rota|arrangements?) )(stayed|remained|remains|still|is still|are still|stays|staying|keeps|kept) (\w+ ){0,2}?(high|elevated|uncontrolled|the same|bad|poor|not|no better|getting worse|above)\b|\beven on (the )?(max(imum)?|full|highest|top) dose\b|\b(made|makes|making) no difference\b|\b(had|has|have|having) no (effect|benefit|impact)\b|\b(stopped|stops) (working|helping|doing anything)\b|\b(does|did|doing|do) nothing\b|\bnot (coming|going|getting) (down|up|better)\b|\b(won'?t|wouldn'?t|didn'?t|doesn'?t) (come|go|get) (down|up|better)\b|\b(not working|no effect|not effective|ineffective|lack of efficacy|loss of (efficacy|effect|response)|no improvement|no better|no change|useless|wore off|wears off|wearing off|breakthrough|relapse[ds]?(?!\s*(\/|or|and|-)\s*refractory)|flare[ds]? up|did ?n[o']t help|not as good as|all over the place|out of control|poorly controlled|not controlled|through the roof|worse than before)\b|\b(is ?n'?t|not|never|no longer|has ?n'?t|have ?n'?t|won'?t|did ?n'?t|does ?n'?t|was ?n'?t|are ?n'?t|wont|cant|can'?t) (\w+ )?(clear(ing)?|control(ling)?|shift(ing)?|touch(ing)?|budg(e|ing)|improv(e|ing)|settl(e|ing)|resolv(e|ing)|lower(ing)?|reduc(e|ing)|hold(ing)?|last(ing)?|kick(ing)? in)\b`,
    flags: 'i',
    message: NO_EFFECT,
    exceptions: [...LABEL_CONTEXT, ...NEGATION_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.pregnancy.en: exposure in pregnancy or breast-feeding (found out she was pregnant on it,
  // nursing mum taking it, while expecting).
  {
    id: 'ae.pregnancy.en',
    type: 'adverseEvent',
    pattern: r`\b(she|her|patient|pt|woman|lady|wife|mum|mom|mother|customer|user|daughter|girl)\b${E}{0,40}?\bpregnan\w*|\bpregnan\w*${E}{0,40}?\b${USE_EN}|\b(while|when|during|since|after|before) (being |she was |she's |she is |knowing she was )?(pregnant|pregnancy|breast[- ]?feeding|nursing|lactating|expecting|conception)\b|\bbreast[- ]?fe(e)?d\w*|\b(nursing|lactating|pregnant|expectant|new) (mothers?|mums?|moms?|women|woman|patients?|ladies|lady)\b|\bpregnant \w+ (was|were|got|received|had|took|has been)\b|\btrimester\b|\b(nursing|feeding|breast-?feeding) (her|the|a|their|his) (baby|infant|newborn)\b|\bbreast ?milk\b|\b(got|gets|became|becomes|found out|is|was|turned out|turns out|fell)\b${E}{0,15}?\b(pregnant|expecting)\b|\b(unborn|foetus|fetus|newborn|conceived|conceiving)\b`,
    flags: 'i',
    message: PREGNANCY,
    exceptions: [...LABEL_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.overdose.en: overdose (took too many, swallowed ten, the weekly tablet every day).
  {
    id: 'ae.overdose.en',
    type: 'adverseEvent',
    pattern: r`\b(tak(e|ing)|took) double\b|\b(overdos\w*|OD'?d|took too (much|many)|taking too (much|many)|double[ds]?[- ]?(dose[ds]?|dosing|up)|doubled (the|her|his|up)|twice the (dose|prescribed|amount)|(dose|tablets?|pills?|doses?) twice|more than (prescribed|the prescribed|the max\w*|the recommended)|(far )?more (often|frequently) than (prescribed|recommended|directed)|(way |far |well )?(over|above|beyond) the (label|labelled dose|max\w*|recommended)|extra (dose|tablets?|pills?)|swallowed (a |the |about |around |some |\d+ )?(whole|entire|several|many|handful|bottle|strip|pack|tablets?|pills?|\d+|two|three|four|five|six|seven|eight|nine|ten|dozen)|(whole|entire) (strip|bottle|pack|box|tube|pen) of|got into (the|her|his|their|a) (bottle|pills|tablets|meds|medicine|medication)|(two|three|four|five|ten|\d+) times the (dose|amount|intended|prescribed|recommended)|(all|\d+|several) (of )?(the )?(tablets|pills|doses) at once|at once|(together|at the same time|in one go) by (accident|mistake)|(doses?|tablets?|pills?) (together|at the same time|in one go)|\b(toddler|child|kid|baby|infant|grandchild|grandson|granddaughter|son|daughter|dog|cat)\b${E}{0,30}?\b(swallow\w*|ate|eaten|eating|chew\w*|got into|sucked|bit|licked|ingest\w*)|exceed\w* the (max\w*|recommended|prescribed) dose|(weekly|monthly|once-weekly|once a week)\b${E}{0,30}\b(every day|daily|each day|twice a day))\b|\b(patch|patches)\b${E}{0,30}?\b(applied|put on|stuck on) twice\b(?! (daily|a day|per|each|every|weekly|a week))|\btwo patches (at once|on at|together|on top)|\b(patch|patches)\b${E}{0,40}?\bone on top of the other\b|\b(new|another|second) patch without (removing|taking off)`,
    flags: 'i',
    message: OVERDOSE,
    exceptions: [...LABEL_CONTEXT, ...STATISTIC_CONTEXT, ...PROCESS_CONTEXT],
  },
  // ae.error.en: medication errors (wrong patient, 50mg instead of 5mg, by mistake, mislabelled).
  {
    id: 'ae.error.en',
    type: 'adverseEvent',
    pattern: r`\b((switched|swapped|mixed|confused) (up )?(the )?(labels?|bags|prescriptions|scripts|boxes|packs|vials|syringes|patients|names|doses|strengths)|wrong (resident|client|customer|bed|room|ward|name|syringe|bottle|box|pack|pump|eye|ear|side|leg|arm|child|baby|day|frequency|directions|instructions|dose|drug|patient|medication|medicine|strength|rate|route|tablets?|pills?|products?|inhalers?|vials?|drugs?|pen|insulin|label|person|bag|infusion|site|time)|(medication|dispensing|dosing|prescribing|administration|pharmacy|labell?ing) (error|mistake|incident)s?|mix-?ups?|mixed up|by mistake|in error|mistakenly|accidentally (took|given|gave|dispensed|swallowed|used|injected|applied|taken)|mislabell?ed|misread|near miss|another (patient|person|resident)'?s?|someone else'?s|confused (the|two|it|them)|(error|mistake) (in|with|on|at) (the )?(pharmacy|ward|dispensing|label|dose|dosing|prescription))\b|(?<![\d.])\d+ ?(mg|mcg|µg|ml|units?|iu|g)\b${E}{0,30}\binstead of\b|\binstead of (the )?\d+ ?(mg|mcg|ml|units?)\b|(?<![\d.])\d+\b${E}{0,20}?\binstead of (the )?\d+|\b(should have been|was supposed to be|were supposed to be|meant to be|instead of|rather than) (given |taken |used )?(IV|IM|SC|oral(ly)?|subcut\w*|intra\w+|topical(ly)?|once|twice|weekly|daily|at night|in the morning)\b|\b(dosette|organi[sz]er|blister|compliance aid|pill ?box|tray|MDS)\b${E}{0,40}?\b(filled|set up|packed|loaded|sorted)\b${E}{0,15}?\b(wrong(ly)?|incorrectly)\b|\b(filled|set up|packed|loaded|sorted)\b${E}{0,15}?\b(dosette|organi[sz]er|blister|compliance aid|pill ?box|tray|MDS)\b${E}{0,15}?\b(wrong(ly)?|incorrectly)\b|\b(evening|night|bedtime|morning) (doses?|pills?|tablets?|meds?) (were |was )?(taken|given) (in|at) the (morning|evening|night)\b|\b(received|recieved|got|given|gave) (the )?(other|another)( patient| pt| resident| child| person)?['’]s\b|\b(maintenance|wrong|full|final) rate instead of\b|\b(dispensed|supplied|administered|injected|issued)\b${E}{0,20}?\binstead of\b|\binstead of the (titration|starting|initial|slow) rate\b|\bran? (in )?too fast\b|\b(calculated|dosed|based) on (the )?(wrong|old|previous|last)\b${E}{0,25}?\bweight\b|\bhad been (calculated|dosed) on (the )?actual\b|\b(the )?(other|another|wrong) (patient|pt|resident|child|person|bed)['’]s (insulin|dose|meds?|medications?|tablets?|infusion|injection|drugs?|inhaler|patch)\b|\b(double|twice|triple|ten times|\d+ times) the (prescribed |intended |correct |right )?rate\b`,
    flags: 'i',
    message: MED_ERROR,
    exceptions: PROCESS_CONTEXT,
  },
  // ae.off-label.en: off-label use (off label, not approved for, only approved for adults).
  {
    id: 'ae.off-label.en',
    type: 'adverseEvent',
    pattern: r`(?<!\b(no|not|never|without|any) )\b(off[- ]?label|unapproved (indication|use|dose|population)|unlicen[sc]ed (use|indication|dose)|not (an )?(approved|licen[sc]ed|indicated) (use|for|in|indication)|is ?n'?t (an |the )?(approved|licen[sc]ed|indicated) (use|for|in|indication)|only (approved|licen[sc]ed|indicated) (for|in)|outside (the|its|their) (label|indication|licen[sc]e|approval|approved)|indications? (it|that it|they) (does ?n'?t|does not|do not|don'?t) have|not (its|an?|the) (approved |licen[sc]ed )?indication|without (a|an|the) (licen[sc]e|indication))\b`,
    flags: 'i',
    message: OFF_LABEL,
    exceptions: PROCESS_CONTEXT,
  },
];
