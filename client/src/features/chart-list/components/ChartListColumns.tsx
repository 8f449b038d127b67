import { Table } from '@chakra-ui/react';

/** Shared by the table and its skeleton so both lay out the same columns at the same widths. */
export function ChartListColumns() {
  return (
    <>
      <Table.ColumnGroup>
        <Table.Column htmlWidth="40%" />
        <Table.Column htmlWidth="20%" />
        <Table.Column htmlWidth="22%" />
        <Table.Column htmlWidth="18%" />
      </Table.ColumnGroup>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Name</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Visualization type</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Dataset</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Modified</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
    </>
  );
}
