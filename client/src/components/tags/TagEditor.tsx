import { Button, Field, HStack, Input, Stack, Tag } from '@chakra-ui/react';
import { type KeyboardEvent, useId, useState } from 'react';
import { addTagNames, tagNameProblem } from './tagNames.ts';
import { useTagOptions } from './useTagOptions.ts';

export interface TagEditorProps {
  readonly value: readonly string[];
  readonly onChange: (tags: string[]) => void;
}

/**
 * The tags of a chart or dashboard in its properties dialog: each a removable chip; type a name (or
 * several, comma-separated) and press Enter or *Add*; existing tags are suggested as you type.
 */
export function TagEditor({ value, onChange }: TagEditorProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const listId = useId();
  const suggestions = useTagOptions();
  const add = () => {
    const names = addTagNames([], text);
    const problem = names.map(tagNameProblem).find(Boolean);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    onChange(addTagNames(value, text));
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the tag; it must not submit the dialog's form.
    event.preventDefault();
    if (text.trim()) add();
  };
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Tags</Field.Label>
      <Stack gap="2" w="full">
        {value.length > 0 ? (
          <HStack as="ul" gap="1" flexWrap="wrap" listStyleType="none" aria-label="Chosen tags">
            {value.map((name) => (
              <li key={name}>
                <Tag.Root size="md" variant="surface">
                  <Tag.Label>{name}</Tag.Label>
                  <Tag.EndElement>
                    <Tag.CloseTrigger
                      aria-label={`Remove tag ${name}`}
                      onClick={() => onChange(value.filter((n) => n !== name))}
                    />
                  </Tag.EndElement>
                </Tag.Root>
              </li>
            ))}
          </HStack>
        ) : null}
        <HStack gap="2">
          <Input
            value={text}
            list={listId}
            placeholder="Add a tag"
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
          />
          <Button variant="outline" onClick={add} disabled={!text.trim()}>
            Add
          </Button>
        </HStack>
        <datalist id={listId}>
          {suggestions
            .filter((option) => !value.includes(option.label))
            .map((option) => (
              <option key={option.value} value={option.label} />
            ))}
        </datalist>
      </Stack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>Press Enter to add; new tags are created when you save.</Field.HelperText>
      )}
    </Field.Root>
  );
}
