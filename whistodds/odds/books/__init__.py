"""The books' own tables, checked: Bob Short's betting table and Calculations, and the historical figures shipped as data."""
