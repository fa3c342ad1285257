-- Addresses now hold PSGC codes (docs/decisions/0017-psgc-locations.md) and the country its
-- ISO 3166-1 alpha-2 code. Databases seeded before this hold the demo address as names:
-- Barangay San Antonio, Pasig City, Metro Manila (PSGC 2025 Q4).
UPDATE "members"
SET "province" = '1300000000', "city" = '1381200000', "barangay" = '1381200019', "region" = '1300000000'
WHERE "province" = 'Metro Manila' AND "city" = 'Pasig City' AND "barangay" = 'San Antonio';
--> statement-breakpoint
UPDATE "members" SET "country" = 'PH' WHERE "country" = 'Philippines';
