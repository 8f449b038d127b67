import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';

/** A delete mutation's updater: drops the deleted nodes from each connection and fixes its count. */
export function removeFromConnections(
  store: RecordSourceSelectorProxy,
  connections: readonly string[],
  deletedIds: readonly string[],
): void {
  for (const connectionId of connections) {
    const connection = store.get(connectionId);
    if (!connection) continue;
    const before = connection.getLinkedRecords('edges')?.length ?? 0;
    for (const id of deletedIds) ConnectionHandler.deleteNode(connection, id);
    const removed = before - (connection.getLinkedRecords('edges')?.length ?? 0);
    const total = connection.getValue('totalCount');
    if (typeof total === 'number') connection.setValue(Math.max(0, total - removed), 'totalCount');
  }
}
