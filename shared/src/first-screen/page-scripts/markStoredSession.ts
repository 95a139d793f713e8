// The inline script of every page of the host, in its <head>: marks the page when this browser may hold a signed-in
// user, before anything is painted, by the session's own test (mayHaveStoredSession). A remembered user opening
// /signin never sees the prerendered form, and the host's scripts run only after the first paint.
import { mayHaveStoredSession } from '../../session/storedSessionHint';
import { STORED_SESSION_ATTRIBUTE } from '../attributes';

if (mayHaveStoredSession()) document.documentElement.setAttribute(STORED_SESSION_ATTRIBUTE, '');
