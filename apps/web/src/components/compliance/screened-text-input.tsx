import { Box, TextField, type TextFieldProps } from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { CompositionHandlers } from '../../lib/hooks/use-committed-text.ts';
import type { ScreenState } from '../../lib/compliance/use-screen.ts';
import { HighlightedText } from './highlighted-text.tsx';

export type ScreenedTextInputProps = Omit<TextFieldProps, 'value' | 'multiline' | 'sx'> & {
  value: string;
  screen: ScreenState;
  /** The field's composition handlers (useCommittedText), so that mid-composition text waits. */
  composition: CompositionHandlers;
  /**
   * The findings below the field: `id` is what the textarea names as its description, `current`
   * whether they are about the text as it is now.
   */
  findings: (id: string, current: boolean) => ReactNode;
};

/**
 * A multiline text field screened as it is typed (issue 19): the passages the pre-screen flags
 * are marked in the field itself, by a layer of the same text drawn behind the transparent
 * textarea (same font, padding and width, so it wraps the same), and listed below it with why and
 * what to do. The layer shows only while it matches the text; typing hides it until the next
 * screen. Screen readers get the list, which the textarea names as its description. The list is
 * the caller's (ScreenedTextField's offers a safety case; the safety case's own form lists only).
 */
export function ScreenedTextInput({
  value,
  screen,
  composition,
  findings,
  slotProps,
  ...field
}: ScreenedTextInputProps) {
  const findingsId = useId();
  const generatedId = useId();
  // MUI names the helper text by the field's id; the findings are described beside it.
  const id = field.id ?? generatedId;
  const describedBy = [
    field.helperText ? `${id}-helper-text` : null,
    screen.passages.length > 0 ? findingsId : null,
  ]
    .filter(Boolean)
    .join(' ');
  const current = screen.screenedText === value && screen.passages.length > 0;
  const overlay = current ? (
    <Box
      aria-hidden
      data-highlight-layer
      sx={{
        position: 'absolute',
        inset: 0,
        padding: 'inherit',
        font: 'inherit',
        letterSpacing: 'inherit',
        lineHeight: 'inherit',
        color: 'transparent',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'break-word',
        overflow: 'hidden',
        pointerEvents: 'none',
        textAlign: 'start',
        zIndex: 0,
      }}
    >
      <HighlightedText text={value} passages={screen.passages} />
      {/* A last empty line takes its height, as the textarea's does. */}
      {value.endsWith('\n') && '\u200b'}
    </Box>
  ) : undefined;
  return (
    <Box>
      <TextField
        {...field}
        id={id}
        value={value}
        multiline
        {...composition}
        sx={{ '& textarea': { position: 'relative', zIndex: 1 } }}
        slotProps={{
          ...slotProps,
          input: { ...(slotProps?.input as object), startAdornment: overlay },
          htmlInput: {
            ...(slotProps?.htmlInput as object),
            'aria-describedby': describedBy || undefined,
          },
        }}
      />
      {findings(findingsId, screen.screenedText === value)}
    </Box>
  );
}
