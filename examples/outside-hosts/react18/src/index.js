// An async boundary, so that the shared modules (React, Firebase, the contract) are negotiated before use.
import('./bootstrap.js');
