import { Box } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import type { ScreenFindingType } from '@kizuki/shared';
import { highlightSegments, type FlaggedPassage } from '../../lib/compliance/finding-spans.ts';

/** The colour of a passage: identifiers in the error colour, possible events in the warning one. */
export function passageColor(theme: Theme, types: readonly ScreenFindingType[]) {
  const tone = types.includes('identifier') ? theme.palette.error : theme.palette.warning;
  return alpha(tone.main, theme.palette.mode === 'dark' ? 0.4 : 0.22);
}

/**
 * A text with its flagged passages marked, as <mark> with the finding's colour and a bottom
 * border (so colour is not the only sign). Used over a field while it is typed in (the text then
 * transparent) and in a content box an approver reads.
 */
export function HighlightedText({
  text,
  passages,
}: {
  text: string;
  passages: readonly Pick<FlaggedPassage, 'type' | 'start' | 'end'>[];
}) {
  return highlightSegments(text, passages).map((segment, index) =>
    segment.types.length === 0 ? (
      segment.text
    ) : (
      <Box
        key={index}
        component="mark"
        data-finding={segment.types.join(' ')}
        sx={(theme) => ({
          color: 'inherit',
          bgcolor: passageColor(theme, segment.types),
          borderBottom: 2,
          borderColor: segment.types.includes('identifier') ? 'error.main' : 'warning.main',
          borderRadius: 0.5,
          boxDecorationBreak: 'clone',
          WebkitBoxDecorationBreak: 'clone',
        })}
      >
        {segment.text}
      </Box>
    ),
  );
}
