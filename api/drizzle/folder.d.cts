declare const migrationsFolder: string;
export = migrationsFolder;
