import { Button, Input } from '@chakra-ui/react';
import { useState } from 'react';

/** The popover title: a label the user may rename in place ('Click to edit label'). */
export function InlineLabel({ value, onChange }: { value: string; onChange: (label: string) => void }) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <Input
        size="sm"
        aria-label="Label"
        autoFocus
        defaultValue={value}
        onBlur={(event) => {
          onChange(event.currentTarget.value.trim());
          setEditing(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            event.currentTarget.blur();
          }
        }}
      />
    );
  }
  return (
    <Button
      variant="plain"
      size="sm"
      px="0"
      title="Click to edit label"
      aria-label={`Label: ${value}. Click to edit label`}
      onClick={() => setEditing(true)}
    >
      {value} <span aria-hidden="true">✎</span>
    </Button>
  );
}
