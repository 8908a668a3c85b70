import type { ComponentProps } from 'react';
import { TextField } from './field';

type TextFieldProps = ComponentProps<typeof TextField>;

/** A labelled field for text taken exactly as typed (an address, a phrase): no autofill, no capitals, no spelling marks. */
export function VerbatimField(props: Omit<TextFieldProps, 'autoComplete' | 'autoCapitalize' | 'spellCheck'>) {
  return <TextField {...props} autoComplete="off" autoCapitalize="off" spellCheck={false} />;
}
