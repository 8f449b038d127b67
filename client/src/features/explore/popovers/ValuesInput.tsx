import { Flex, Input, Tag } from '@chakra-ui/react';
import { useState } from 'react';
import { splitPastedValues } from '../rules/index.ts';

/**
 * The free-entry list of an IN / NOT IN filter: type a value and press Enter, or paste many at
 * once (split on commas, newlines, tabs or semicolons).
 */
export function ValuesInput({
  values,
  onChange,
  label,
}: {
  values: readonly string[];
  onChange: (values: string[]) => void;
  label: string;
}) {
  const [text, setText] = useState('');
  const add = (raw: string) => {
    const merged = [...values];
    for (const value of splitPastedValues(raw)) if (!merged.includes(value)) merged.push(value);
    onChange(merged);
    setText('');
  };
  return (
    <Flex wrap="wrap" gap="1" borderWidth="1px" borderRadius="md" p="1" align="center" w="full">
      {values.map((value) => (
        <Tag.Root key={value} size="md">
          <Tag.Label>{value}</Tag.Label>
          <Tag.EndElement>
            <Tag.CloseTrigger
              aria-label={`Remove ${value}`}
              onClick={() => onChange(values.filter((v) => v !== value))}
            />
          </Tag.EndElement>
        </Tag.Root>
      ))}
      <Input
        size="sm"
        flex="1"
        minW="8rem"
        border="none"
        aria-label={label}
        placeholder="Type a value here"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onPaste={(e) => {
          const pasted = e.clipboardData.getData('text');
          if (splitPastedValues(pasted).length > 1 || /[,\n\t;]/.test(pasted)) {
            e.preventDefault();
            add(pasted);
          }
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && text.trim()) {
            e.preventDefault();
            add(text);
          } else if (e.key === 'Backspace' && !text && values.length) {
            onChange(values.slice(0, -1));
          }
        }}
        onBlur={() => (text.trim() ? add(text) : undefined)}
      />
    </Flex>
  );
}
