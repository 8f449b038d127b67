import { Input } from '@chakra-ui/react';
import { useState } from 'react';
import { updateMeta } from '../../layout/layoutEdit.ts';
import { useDashboard } from '../DashboardContext.ts';

/** A header's or tab's text, edited in place; the change is one undo step when the field is left. */
export function EditableText({
  componentId,
  metaKey,
  value,
  label,
}: {
  componentId: string;
  metaKey: string;
  value: string;
  label: string;
}) {
  const { layout, changeLayout } = useDashboard();
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // Undo/redo changed the text under us.
    setSeen(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft !== value) changeLayout(updateMeta(layout, componentId, { [metaKey]: draft }));
  };
  return (
    <Input
      aria-label={label}
      value={draft}
      size="sm"
      variant="flushed"
      fontSize="inherit"
      fontWeight="inherit"
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        // Tab triggers handle arrows and space; typing must stay in the field.
        event.stopPropagation();
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
