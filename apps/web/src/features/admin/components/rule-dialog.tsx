import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import type { ScreenRule } from '@kizuki/shared';
import {
  hasVisibleText,
  RULE_ID_MAX,
  RULE_ID_PATTERN,
  RULE_MESSAGE_MAX,
  RULE_PATTERN_MAX,
  SCREEN_FINDING_TYPES,
  SCREEN_KINDS,
  screenRuleKey,
} from '@kizuki/shared/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lines, syntaxError } from './rule-source.ts';

const FLAGS = ['i', 'u', 's', 'm'] as const;
const MONOSPACE = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

/** The same rule, however it is written: the server's definition (shared, screenRuleKey). */
const sameRule = (a: ScreenRule, b: ScreenRule) => screenRuleKey(a) === screenRuleKey(b);

/**
 * One rule of the pre-screen as an admin edits it: its id (fixed once it exists: findings are
 * logged by it), type, message in both languages, plain terms and/or a pattern, exception phrases
 * and their scope, and the composers it applies to. Patterns are checked as they are typed; the
 * server's probe for slow patterns runs when the table is saved or tried on the test bench.
 */
export function RuleDialog({
  rule,
  takenIds,
  onApply,
  onClose,
}: {
  /** The rule to edit, or null for a new one. */
  rule: ScreenRule | null;
  /** The ids of the other rules of the table. */
  takenIds: readonly string[];
  onApply: (rule: ScreenRule) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const kindsLabel = useId();
  const flagsLabel = useId();
  const [id, setId] = useState(rule?.id ?? '');
  const [type, setType] = useState<ScreenRule['type']>(rule?.type ?? 'identifier');
  const [messageJa, setMessageJa] = useState(rule?.message.ja ?? '');
  const [messageEn, setMessageEn] = useState(rule?.message.en ?? '');
  const [terms, setTerms] = useState((rule?.terms ?? []).join('\n'));
  const [pattern, setPattern] = useState(rule?.pattern ?? '');
  const [flags, setFlags] = useState(rule?.flags ?? '');
  const [exceptions, setExceptions] = useState((rule?.exceptions ?? []).join('\n'));
  const [scope, setScope] = useState(rule?.exceptionScope ?? 'sentence');
  const [kinds, setKinds] = useState<readonly string[]>(rule?.kinds ?? []);

  const idProblem = !RULE_ID_PATTERN.test(id)
    ? t('admin>>rule>>idFormat')
    : takenIds.includes(id)
      ? t('admin>>rule>>idTaken')
      : null;
  const patternProblem = syntaxError(pattern, `g${flags}`);
  const exceptionProblems = lines(exceptions)
    .map((source, index) => ({ index, problem: syntaxError(source, 'iu') }))
    .filter((one) => one.problem);
  const matcherMissing = !pattern && lines(terms).length === 0;
  // Said once the admin has begun the rule (its id), not as a new rule's dialog opens.
  const showMatcherMissing = matcherMissing && id !== '';
  const valid =
    !idProblem &&
    !patternProblem &&
    exceptionProblems.length === 0 &&
    !matcherMissing &&
    hasVisibleText(messageJa) &&
    hasVisibleText(messageEn);

  const apply = () => {
    const edited: ScreenRule = {
      id,
      type,
      message: { ja: messageJa.trim(), en: messageEn.trim() },
      ...(lines(terms).length > 0 ? { terms: lines(terms) } : {}),
      ...(pattern ? { pattern } : {}),
      ...(pattern && flags ? { flags } : {}),
      ...(lines(exceptions).length > 0
        ? { exceptions: lines(exceptions), ...(scope === 'text' ? { exceptionScope: scope } : {}) }
        : {}),
      ...(kinds.length > 0 ? { kinds: SCREEN_KINDS.filter((kind) => kinds.includes(kind)) } : {}),
    };
    // Opened and applied without a change: the rule as it was, so the table stays unchanged (and
    // is not probed again as a changed rule).
    onApply(rule && sameRule(rule, edited) ? rule : edited);
  };

  return (
    <Dialog open fullWidth maxWidth="md" onClose={onClose} aria-labelledby="rule-title">
      <DialogTitle id="rule-title">
        {rule ? t('admin>>rule>>editTitle', { id: rule.id }) : t('admin>>rule>>newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('admin>>rule>>id')}
            value={id}
            onChange={(event) => setId(event.target.value.trim())}
            disabled={rule !== null}
            error={rule === null && id !== '' && idProblem !== null}
            helperText={
              rule ? t('admin>>rule>>idFixed') : (id && idProblem) || t('admin>>rule>>idHelper')
            }
            slotProps={{ htmlInput: { maxLength: RULE_ID_MAX, style: MONOSPACE } }}
          />
          <FormControl>
            <FormLabel id="rule-type">{t('admin>>rule>>type')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="rule-type"
              value={type}
              onChange={(event) => setType(event.target.value as ScreenRule['type'])}
            >
              {SCREEN_FINDING_TYPES.map((name) => (
                <FormControlLabel
                  key={name}
                  value={name}
                  control={<Radio />}
                  label={t(`compliance>>types>>${name}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <TextField
            label={t('admin>>rule>>messageJa')}
            value={messageJa}
            onChange={(event) => setMessageJa(event.target.value)}
            required
            lang="ja"
            slotProps={{ htmlInput: { maxLength: RULE_MESSAGE_MAX } }}
          />
          <TextField
            label={t('admin>>rule>>messageEn')}
            value={messageEn}
            onChange={(event) => setMessageEn(event.target.value)}
            required
            lang="en"
            slotProps={{ htmlInput: { maxLength: RULE_MESSAGE_MAX } }}
          />
          <TextField
            label={t('admin>>rule>>terms')}
            helperText={
              showMatcherMissing ? t('admin>>rule>>matcherMissing') : t('admin>>rule>>termsHelper')
            }
            error={showMatcherMissing}
            multiline
            minRows={2}
            value={terms}
            onChange={(event) => setTerms(event.target.value)}
          />
          <TextField
            label={t('admin>>rule>>pattern')}
            helperText={patternProblem ?? t('admin>>rule>>patternHelper')}
            error={patternProblem !== null}
            multiline
            minRows={2}
            value={pattern}
            onChange={(event) => setPattern(event.target.value)}
            slotProps={{
              htmlInput: { maxLength: RULE_PATTERN_MAX, style: MONOSPACE, spellCheck: false },
            }}
          />
          {pattern && (
            <FormControl component="fieldset">
              <FormLabel component="legend" id={flagsLabel}>
                {t('admin>>rule>>flags')}
              </FormLabel>
              <FormGroup row aria-labelledby={flagsLabel}>
                {FLAGS.map((flag) => (
                  <FormControlLabel
                    key={flag}
                    control={
                      <Checkbox
                        checked={flags.includes(flag)}
                        onChange={(event) =>
                          setFlags(
                            FLAGS.filter((one) =>
                              one === flag ? event.target.checked : flags.includes(one),
                            ).join(''),
                          )
                        }
                      />
                    }
                    label={t(`admin>>rule>>flagNames>>${flag}`)}
                  />
                ))}
              </FormGroup>
            </FormControl>
          )}
          <TextField
            label={t('admin>>rule>>exceptions')}
            helperText={
              exceptionProblems.length > 0
                ? exceptionProblems
                    .map((one) =>
                      t('admin>>rule>>lineProblem', { line: one.index + 1, problem: one.problem }),
                    )
                    .join(' ')
                : t('admin>>rule>>exceptionsHelper')
            }
            error={exceptionProblems.length > 0}
            multiline
            minRows={2}
            value={exceptions}
            onChange={(event) => setExceptions(event.target.value)}
            slotProps={{ htmlInput: { style: MONOSPACE, spellCheck: false } }}
          />
          {lines(exceptions).length > 0 && (
            <FormControl>
              <FormLabel id="rule-scope">{t('admin>>rule>>scope')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="rule-scope"
                value={scope}
                onChange={(event) => setScope(event.target.value as 'sentence' | 'text')}
              >
                <FormControlLabel
                  value="sentence"
                  control={<Radio />}
                  label={t('admin>>rule>>scopeSentence')}
                />
                <FormControlLabel
                  value="text"
                  control={<Radio />}
                  label={t('admin>>rule>>scopeText')}
                />
              </RadioGroup>
            </FormControl>
          )}
          <FormControl component="fieldset">
            <FormLabel component="legend" id={kindsLabel}>
              {t('admin>>rule>>kinds')}
            </FormLabel>
            <FormGroup row aria-labelledby={kindsLabel}>
              {SCREEN_KINDS.map((kind) => (
                <FormControlLabel
                  key={kind}
                  control={
                    <Checkbox
                      checked={kinds.includes(kind)}
                      onChange={(event) =>
                        setKinds(
                          event.target.checked
                            ? [...kinds, kind]
                            : kinds.filter((other) => other !== kind),
                        )
                      }
                    />
                  }
                  label={t(`admin>>kinds>>${kind}`)}
                />
              ))}
            </FormGroup>
            <FormHelperText>{t('admin>>rule>>kindsHelper')}</FormHelperText>
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('post>>cancel')}</Button>
        <Button variant="contained" onClick={apply} disabled={!valid}>
          {t('admin>>rule>>apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
