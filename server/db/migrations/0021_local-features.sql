-- Issue 40: each design's corners (ORB descriptors with their turn and scale), which
-- search by image checks its shortlist with. Null until the server measures them, in
-- the background after the signatures (services/imageSignatures.ts).
ALTER TABLE "designs" ADD COLUMN "local_features" "bytea";
