// Async boundary: shared singletons (react, firebase, @thryve/shared) are negotiated before the app runs.
import('./bootstrap');
