-- Recent Activity names people by display name, never by email address: role changes recorded with the
-- user's address now read with their name, and invitations no longer carry the invited address.
UPDATE "audit_log" AS a
SET "summary" = COALESCE(NULLIF(TRIM(CONCAT_WS(' ', u."firstName", u."lastName")), ''), 'A user without a name')
  || SUBSTRING(a."summary" FROM POSITION(': ' IN a."summary"))
FROM "users" AS u
WHERE a."targetType" = 'user' AND a."targetId" = u."id"::text AND POSITION(': ' IN a."summary") > 0;

UPDATE "audit_log"
SET "summary" = 'A removed user' || SUBSTRING("summary" FROM POSITION(': ' IN "summary"))
WHERE "targetType" = 'user' AND POSITION(': ' IN "summary") > 0 AND SPLIT_PART("summary", ': ', 1) LIKE '%@%';

UPDATE "audit_log"
SET "summary" = 'An invitation: ' || REGEXP_REPLACE(SPLIT_PART("summary", ': ', 2), ' on first sign-in$', ' at the first verified sign-in'),
    "targetId" = NULL
WHERE "targetType" = 'role_grant';
