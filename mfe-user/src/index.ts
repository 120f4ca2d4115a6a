// Standalone entry for the team's own dev server; the shell loads ./App through remote-entry.ts instead.
import('./bootstrap');
