// Where a contact message (spec part 1 section 5; stored per DESIGN.md decision 8) lives in SQL.
import type { Database } from 'better-sqlite3';
import type { ContactMessage } from '../../shared/forms.ts';
import { createTable, type TableSpec } from '../storage/table.ts';

export const messageTable: TableSpec<ContactMessage> = {
  name: 'messages',
  columns: { name: 'name', email: 'email', phone: 'phone', subject: 'subject', message: 'message' },
  booleans: [],
};

export function messageRepository(db: Database) {
  return createTable(db, messageTable);
}
