import { Code, HStack, Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { RowActions } from '../../../components/list/RowActions.tsx';
import type { CssTemplateRow_template$key } from './__generated__/CssTemplateRow_template.graphql.ts';

export interface CssTemplateRowProps {
  readonly template: CssTemplateRow_template$key;
  readonly canWrite: boolean;
  readonly onEdit: () => void;
  readonly onDelete: () => void;
}

export const untitledTemplate = 'Untitled template';

/** One CSS template: its name, the start of its CSS, who changed it last and when. */
export function CssTemplateRow({ template, canWrite, onEdit, onDelete }: CssTemplateRowProps) {
  const data = useFragment(
    graphql`
      fragment CssTemplateRow_template on CssTemplate {
        templateName
        css
        changedOnHumanized
        changedByName
      }
    `,
    template,
  );
  const name = data.templateName ?? untitledTemplate;
  return (
    <Table.Row h="var(--chartroom-row-height)">
      <Table.Cell>
        <Text fontWeight="medium">{name}</Text>
      </Table.Cell>
      <Table.Cell>
        <Code truncate maxW="full" display="block">
          {data.css || '(empty)'}
        </Code>
      </Table.Cell>
      <Table.Cell>
        {data.changedOnHumanized}
        {data.changedByName ? ` by ${data.changedByName}` : ''}
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1" justify="flex-end">
          {canWrite ? <RowActions name={name} onEdit={onEdit} onDelete={onDelete} /> : null}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
