"""Whist's own odds: Bob Short's betting table (:mod:`~whistodds.families.whist.odds.bob_short`) and Calculations
(:mod:`~whistodds.families.whist.odds.calculations`, his figures shipped as data in
:mod:`~whistodds.families.whist.odds.historical`), eight love against nine love
(:mod:`~whistodds.families.whist.odds.eight_nine`), each rule's worth
(:mod:`~whistodds.families.whist.odds.rule_value`), what attending to the score changes
(:mod:`~whistodds.families.whist.odds.score_attention`), and the commands' questions
(:mod:`~whistodds.families.whist.odds.questions`)."""
