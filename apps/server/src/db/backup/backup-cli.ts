import { runCommand } from '../../admin/run-command.ts';
import { runBackupCommand } from './backup-commands.ts';

/** `npm run db:dump`, `db:restore` and `db:drill` (the first argument names which). */
runCommand((args) => runBackupCommand(args));
