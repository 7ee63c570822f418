// Where a contact message (spec part 1 section 5; stored per DESIGN.md decision 8) lives in SQL.
import type { Database } from 'better-sqlite3';
import type { ContactMessage } from '../../shared/forms.ts';
import { createTable } from '../storage/table.ts';

export function messageRepository(db: Database) {
  return createTable<ContactMessage>(db, 'messages', {
    name: 'name',
    email: 'email',
    phone: 'phone',
    subject: 'subject',
    message: 'message',
  });
}
