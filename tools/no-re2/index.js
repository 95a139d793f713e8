throw new Error('re2 is not installed in this workspace (see tools/no-re2)');
