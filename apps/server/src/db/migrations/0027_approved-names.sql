-- A professional approved before the account took the approved full name at approval (decision 103)
-- still showed the name typed at sign-up: the account takes the profile's full name, the one the
-- admin approved. Approved and suspended professionals (a suspension follows an approval); a pending
-- or rejected one was never approved and keeps the sign-up name.
UPDATE "users" u
SET "name" = btrim(p."full_name"), "updated_at" = now()
FROM "mxpert_profiles" p
WHERE p."user_id" = u."id"
  AND p."approval_status" IN ('approved', 'suspended')
  AND btrim(coalesce(p."full_name", '')) <> ''
  AND u."name" <> btrim(p."full_name");
