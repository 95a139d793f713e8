// The inline script at the end of a page that carries a prerendered screen (one script: one hash in the CSP).
import { rememberEarlySubmit } from './rememberEarlySubmit';
import { startAfterFirstPaint } from './startAfterFirstPaint';

startAfterFirstPaint();
rememberEarlySubmit();
