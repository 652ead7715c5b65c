import { TextField } from '../../../components/form/field';

/** Step 1: the registration ID, with the lookup's message right under the field it is about. */
export function LookupStep({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <TextField
      label="Registration ID"
      hint="It is in the confirmation e-mail and on the page you saw after registering, for example ICEI25-7K3M-Q9TB-4XW2R."
      name="id"
      type="text"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
